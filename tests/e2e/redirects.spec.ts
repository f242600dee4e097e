import { expect, test } from "./staff-fixtures";
import { expectNoAxeViolations } from "./support/lead-form-helpers";

test("renaming a post keeps its old address as a 301 to the new one", async ({
  staffPage: page,
  request,
}) => {
  const stamp = Date.now();
  const title = `Redirect me ${stamp}`;
  await page.goto("/admin/create-blog");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Summary").fill("A post that moves.");
  await page.getByLabel("Content", { exact: true }).fill("<p>Moving soon.</p>");
  await page.getByLabel("Status").selectOption("published"); // a new post starts as a draft
  await page.getByRole("button", { name: "Create Blog" }).click();
  await expect(page).toHaveURL(new RegExp(`/blogs/redirect-me-${stamp}$`));
  const oldPath = `/blogs/redirect-me-${stamp}`;
  const newSlug = `moved-post-${stamp}`;

  await page.goto(`/admin/blogs?q=${encodeURIComponent(title)}`);
  await page.getByRole("link", { name: `Edit “${title}”` }).click();
  const slug = page.getByLabel("Address (slug)");
  await slug.fill("Not A Slug");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Use lower-case letters, digits and single hyphens")).toBeVisible();
  await slug.fill(newSlug);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(new RegExp(`/blogs/${newSlug}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // The old address, asked without following: a permanent redirect to the new one.
  const answer = await request.get(oldPath, { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(new URL(answer.headers()["location"]!, "http://x").pathname).toBe(`/blogs/${newSlug}`);
  // A browser that had the old link lands on the post.
  await page.goto(oldPath);
  await expect(page).toHaveURL(new RegExp(`/blogs/${newSlug}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // The staff page lists it as a slug change.
  await page.goto("/admin/redirects");
  const row = page.getByRole("row").filter({ hasText: oldPath });
  await expect(row).toContainText(`/blogs/${newSlug}`);
  await expect(row).toContainText("slug change");
});

test("staff add a manual redirect that works; an off-site target is refused", async ({
  staffPage: page,
  request,
}) => {
  const from = `/old-services-${Date.now()}`;
  await page.goto("/admin/redirects");
  await expect(page.getByRole("heading", { level: 1, name: "Redirects" })).toBeVisible();

  await page.getByLabel("Old address").fill(from);
  await page.getByLabel("New address").fill("https://evil.example/");
  await page.getByRole("button", { name: "Add redirect" }).click();
  await expect(page.getByText("Off-site addresses")).toBeVisible();
  await expect(page.getByLabel("New address")).toHaveAttribute("aria-invalid", "true");

  // Keyboard only from here: type the target, submit with Enter.
  await page.getByLabel("New address").fill("/services");
  await page.getByLabel("New address").press("Enter");
  await expect(page.getByRole("status")).toContainText(`${from} now redirects to /services.`);
  await expect(page.getByRole("row").filter({ hasText: from })).toContainText("manual");

  const answer = await request.get(from, { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(new URL(answer.headers()["location"]!, "http://x").pathname).toBe("/services");
  await page.goto(from);
  await expect(page).toHaveURL(/\/services$/);

  // The page with its list and a field error, at desktop and phone widths: no axe violations.
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/redirects");
    await page.getByLabel("Old address").fill("/admin/x");
    await page.getByLabel("New address").fill("/services");
    await page.getByRole("button", { name: "Add redirect" }).click();
    await expect(page.getByText("Addresses under /admin")).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
