// Issue 23 items 23 and 29: a save is confirmed on the page the form lands on, in words that say
// what happened (draft, scheduled for when, published at once), and never on a later page.
import { expect, test } from "./staff-fixtures";

const toast = (page: import("@playwright/test").Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

test("saving a draft, then scheduling it, is confirmed where staff land and nowhere later", async ({
  staffPage: page,
}) => {
  test.setTimeout(90_000);
  const title = `Confirmed draft ${Date.now()}`;
  await page.goto("/admin/create-blog");
  // The live preview answers once the form is hydrated: typed values are React's from then on.
  await expect(page.getByText("Preview updated.")).toBeAttached();
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Summary").fill("Saved as a draft by the confirmation test.");
  await page.getByLabel("Content", { exact: true }).fill("<p>Body.</p>");
  await expect(page.getByLabel("Status")).toHaveValue("draft");
  await page.getByRole("button", { name: "Create Blog" }).click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  await expect(toast(page, "Draft saved")).toBeVisible();

  // A draft's edit page names its future address without linking to it (it would be a 404).
  const slug = title.toLowerCase().replaceAll(" ", "-");
  await page.goto("/admin/blogs");
  const edit = page.getByRole("link", { name: `Edit “${title}”` });
  const editPath = (await edit.getAttribute("href"))!;
  await page.goto(editPath);
  await expect(page.getByText(`Not public yet; once published at /blogs/${slug}`)).toBeVisible();
  await expect(page.locator(`a[href="/blogs/${slug}"]`)).toHaveCount(0);

  // Later in the same tab, a public post (reached as a visitor would): no stale confirmation.
  await page.goto("/blogs");
  await page.locator('main a[href^="/blogs/"]').first().click();
  await expect(page).toHaveURL(/\/blogs\/[^/?]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);

  // Scheduled ahead: the confirmation names the time, in the staff member's own time zone.
  await page.goto(editPath);
  await expect(page.getByText("Preview updated.")).toBeAttached();
  await page.getByLabel("Status").selectOption("scheduled");
  await page.getByLabel("Publish at (your time)").fill("2031-03-14T09:30:00");
  await expect(page.getByText("Goes live at this time.")).toBeVisible();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  await expect(toast(page, "Scheduled for Mar 14, 2031, 9:30 AM")).toBeVisible();
});

test("a schedule time in the past is called out in the form and in the confirmation", async ({
  staffPage: page,
}) => {
  const title = `Backdated post ${Date.now()}`;
  await page.goto("/admin/create-blog");
  await expect(page.getByText("Preview updated.")).toBeAttached();
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Summary").fill("Scheduled in the past by the confirmation test.");
  await page.getByLabel("Content", { exact: true }).fill("<p>Body.</p>");
  await page.getByLabel("Status").selectOption("scheduled");
  const at = page.getByLabel("Publish at (your time)");
  await at.fill("2020-01-02T08:00:00");
  const warning = "This time has passed: saving publishes the post at once, dated then.";
  await expect(page.getByText(warning)).toBeVisible();
  await expect(at).toHaveAccessibleDescription(warning);
  await page.getByRole("button", { name: "Create Blog" }).click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  await expect(
    toast(page, "The publish time has passed: published now, dated Jan 2, 2020, 8:00 AM"),
  ).toBeVisible();
});

test("in the dark theme a toast is dark too, and it sits below the header", async ({
  staffPage: page,
}) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/admin/create-blog");
  await expect(page.getByText("Preview updated.")).toBeAttached();
  await page.getByLabel("Title", { exact: true }).fill(`Dark toast ${Date.now()}`);
  await page.getByLabel("Summary").fill("Saved in the dark theme.");
  await page.getByLabel("Content", { exact: true }).fill("<p>Body.</p>");
  await page.getByRole("button", { name: "Create Blog" }).click();
  const saved = toast(page, "Draft saved");
  await expect(saved).toBeVisible();
  // Relative luminance of the toast's background: dark, as the page around it.
  const luminance = await saved.evaluate((el) => {
    const [r, g, b] = getComputedStyle(el)
      .backgroundColor.match(/[\d.]+/g)!
      .map(Number);
    return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
  });
  expect(luminance, "toast background luminance").toBeLessThan(0.35);
  const header = (await page.getByRole("banner").boundingBox())!;
  const box = (await saved.boundingBox())!;
  expect(box.y, "toast top below the header").toBeGreaterThanOrEqual(header.y + header.height);
});

test("a new case study's page leads back to the list, as its edit page does", async ({
  staffPage: page,
}) => {
  await page.goto("/admin/work/new");
  await expect(page.getByRole("heading", { level: 1, name: "New case study" })).toBeVisible();
  await page.getByRole("link", { name: "All case studies" }).click();
  await expect(page).toHaveURL(/\/admin\/work$/);
});

// Confirming would end every worker's shared staff session (the account is one), so the test
// stops at the question; the sign-in page's confirmation is checked at the address the action
// redirects to, and the action itself in tests/integration.
test("“Sign out everywhere” asks first, and the sign-in page then says it was done", async ({
  staffPage: page,
}) => {
  await page.goto("/admin");
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Sign out on every device?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("this one included");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(page).toHaveURL(/\/admin$/);

  const stranger = await page.context().browser()!.newPage();
  await stranger.goto(`${new URL(page.url()).origin}/admin/login?signed-out=everywhere`);
  await expect(stranger.getByRole("status")).toHaveText(
    "Signed out on every device. Every session of the account has ended.",
  );
  await stranger.close();
});
