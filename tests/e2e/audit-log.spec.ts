import { axeInBothThemes } from "./support/axe-themes";
import { E2E_STAFF, expect, test } from "./staff-fixtures";

// Issue 25's audit log: the owner publishes a job opening, finds the entry in /admin/audit by
// filtering on the action (a plain GET form, so the address keeps the filter), and the log and
// the owners' settings page pass the accessibility bar in both themes on a phone and a desktop.

test("a publish is in the audit log, found by filtering on its action", async ({
  staffPage: page,
}) => {
  test.setTimeout(180_000);
  const title = `Audited Role ${Date.now()}`;
  const soon = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 19);

  await page.goto("/admin/careers/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel(/^Summary/).fill("Published for the audit log test.");
  await page.getByLabel("Description").fill("Ship software.");
  await page.getByLabel("Closes at (UTC)").fill(soon);
  await page.getByLabel("Status").selectOption("published");
  await page.getByRole("button", { name: "Create job opening" }).click();
  await expect(page).toHaveURL(/\/admin\/careers$/);

  await page
    .getByRole("navigation", { name: "Staff" })
    .getByRole("link", { name: "Audit log" })
    .click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  const filters = page.getByRole("search", { name: "Filter the audit log" });
  await filters.getByLabel("Action").selectOption({ label: "Job opening published" });
  // By keyboard: Enter in a field submits the GET form.
  await filters.getByLabel("Actor").fill(E2E_STAFF.email);
  await filters.getByLabel("Actor").press("Enter");
  await expect(page).toHaveURL(/[?&]action=job-opening\.published(&|$)/);

  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(E2E_STAFF.email);
  await expect(row).toContainText("Job opening published");
  await expect(row.locator("time")).toHaveText(/\d{4}, \d{2}:\d{2}:\d{2} UTC$/);
  // The filter holds: only this action's rows are listed.
  const actions = await page.locator("tbody tr td:nth-child(3)").allTextContents();
  expect(new Set(actions)).toEqual(new Set(["Job opening published"]));

  // The CSV link exports the same filtered view.
  const csv = await page.request.get(
    (await page.getByRole("link", { name: /Export these entries/ }).getAttribute("href"))!,
  );
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(title);

  // Tidy up: the role leaves /career again.
  await page.goto("/admin/careers");
  const listed = page.getByRole("row").filter({ hasText: title });
  await listed.getByRole("button", { name: /Delete/ }).click();
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: /Delete/ })
    .click();
  await expect(listed).toHaveCount(0);
});

for (const path of ["/admin/audit", "/admin/settings"]) {
  test(`${path} is axe-clean in both themes at 375 and 1440 px, and fits 320 to 1920 px`, async ({
    staffPage: page,
  }) => {
    test.setTimeout(120_000);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await axeInBothThemes(page)).toEqual([]);
    // From a small phone to a wide desktop nothing of the page runs off the side (the log's table
    // scrolls in its own region). Loaded at each width, as a phone opens it. The page's own
    // content only: the shared staff header is measured by staff-chrome.spec.ts.
    for (const width of [320, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await page.locator("main").evaluate((main) => {
        const scrolls = (e: Element | null): boolean =>
          Boolean(
            e &&
            e !== main &&
            (getComputedStyle(e).overflowX !== "visible" || scrolls(e.parentElement)),
          );
        const edges = [...main.querySelectorAll("*")]
          .filter((e) => !scrolls(e.parentElement))
          .map((e) => e.getBoundingClientRect().right);
        return Math.max(0, ...edges) - innerWidth;
      });
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
    }
  });
}
