import type { APIRequestContext, Page } from "@playwright/test";

import { expect, test } from "./staff-fixtures";

// The house style's forms work before hydration: here the post and case-study editors are posted
// by the browser itself (no script runs at all). A save lands on the staff list with the same
// confirmation the enhanced form toasts; a refused form comes back with what was typed and the
// messages beside their fields. With JavaScript the same forms are covered by post-editor,
// post-lifecycle, save-confirmations and work specs.
test.use({ javaScriptEnabled: false });

const notice = (page: Page) => page.getByRole("status").filter({ hasText: /\S/ });
const published = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
};

test("a post created and then edited without JavaScript is stored and shown", async ({
  staffPage: page,
  request,
}) => {
  const stamp = Date.now();
  const title = `No script post ${stamp}`;
  await page.goto("/admin/create-blog");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Summary", { exact: true }).fill("Written and saved with scripts off.");
  await page.locator("#content").fill(`Plain **markdown** body ${stamp}.`);
  await page.getByLabel("Status").selectOption("published");
  await page.getByRole("button", { name: "Create Blog" }).click();

  await expect(page).toHaveURL(/\/admin\/blogs\?/);
  await expect(notice(page)).toContainText("Blog created successfully!");
  const post = `/blogs/no-script-post-${stamp}`;
  await expect(notice(page).getByRole("link", { name: "View the post" })).toHaveAttribute(
    "href",
    post,
  );
  // The public page as served (its own rendering without JavaScript is not this spec's subject).
  expect(await published(request, post)).toMatch(/<strong>markdown<\/strong>/);
  expect(await published(request, post)).toContain(title);

  // The edit form's HTML carries every stored value (the editor, format, lifecycle, SEO fields):
  // changing the title alone and posting it keeps the rest.
  // The list's row actions stream in after its rows (a later part of the page): read the address.
  await page.goto("/admin/blogs");
  const edit = await page.locator(`a[aria-label="Edit “${title}”"]`).getAttribute("href");
  await page.goto(edit!);
  await expect(page.locator("#content")).toHaveValue(`Plain **markdown** body ${stamp}.`);
  await page.getByLabel("Title", { exact: true }).fill(`${title} renamed`);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(notice(page)).toContainText("Post updated");
  await expect.poll(() => published(request, post)).toContain(`${title} renamed`);
  expect(await published(request, post)).toMatch(/<strong>markdown<\/strong>/);
});

test("a refused post without JavaScript comes back with its messages and the values typed", async ({
  staffPage: page,
}) => {
  const stamp = Date.now();
  await page.goto("/admin/create-blog");
  await page.getByLabel("Title", { exact: true }).fill(`Kept title ${stamp}`);
  await page.locator("#content").fill("Kept **content**.");
  await page.getByLabel("Tags (Optional, comma separated)").fill("kept, tags");
  await page.getByRole("button", { name: "Create Blog" }).click();

  await expect(page.getByText("Summary is required")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText(
    "Please fix the highlighted fields.",
  );
  await expect(page.getByLabel("Summary", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`Kept title ${stamp}`);
  await expect(page.locator("#content")).toHaveValue("Kept **content**.");
  await expect(page.getByLabel("Tags (Optional, comma separated)")).toHaveValue("kept, tags");
  await page.goto("/admin/blogs");
  await expect(page.getByRole("heading", { level: 1, name: "Posts" })).toBeVisible();
  await expect(page.getByText(`Kept title ${stamp}`)).toHaveCount(0);
});

test("a case study without JavaScript: refused with its messages, then created", async ({
  staffPage: page,
  request,
}) => {
  const stamp = Date.now();
  const title = `No script study ${stamp}`;
  await page.goto("/admin/work/new");
  await page.getByLabel("Title", { exact: true }).fill(title);
  const services = page.getByRole("group", { name: "Services used" });
  await services.getByLabel("AI Integrations").check();
  await page.locator("#challenge").fill("Kept challenge.");
  await page.getByRole("button", { name: "Create case study" }).click();

  await expect(page.getByText("Choose at least one category")).toBeVisible();
  await expect(page.getByText("Summary is required")).toBeVisible();
  await expect(page.getByText("The approach is required")).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await expect(services.getByLabel("AI Integrations")).toBeChecked();
  await expect(page.locator("#challenge")).toHaveValue("Kept challenge.");

  await page.getByLabel("Summary", { exact: true }).fill("Made with scripts off.");
  await page.getByRole("group", { name: "Categories" }).getByLabel("AI Solutions").check();
  await page.locator("#approach").fill("An approach.");
  await page.locator("#outcome").fill("An **outcome**.");
  await page.getByLabel("Status").selectOption("published");
  await page.getByRole("button", { name: "Create case study" }).click();

  await expect(page).toHaveURL(/\/admin\/work\?/);
  await expect(notice(page)).toContainText("Case study created.");
  const study = `/work/no-script-study-${stamp}`;
  await expect(notice(page).getByRole("link", { name: "View the case study" })).toHaveAttribute(
    "href",
    study,
  );
  const html = await published(request, study);
  expect(html).toContain(title);
  expect(html).toContain("Kept challenge.");
  expect(html).toMatch(/<strong>outcome<\/strong>/);
});
