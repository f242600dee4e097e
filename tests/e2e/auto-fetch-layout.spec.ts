// Issue 23 item 29: the Auto-Fetch result is one status region below the buttons, wrapped, that
// keeps /blogs' hero in shape and is shown once. The e2e feed cannot be fetched, so the run's
// result is an error (IMPORT_FEEDS in playwright.config.ts).
import type { Locator, Page } from "@playwright/test";

import { expect, test } from "./staff-fixtures";

/** How far the page scrolls sideways (0 when it fits its window). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const box = async (locator: Locator) => (await locator.boundingBox())!;

for (const path of ["/blogs", "/admin"]) {
  for (const width of [375, 1440]) {
    test(`Auto-Fetch on ${path} at ${width} px: the result once, below the button, page in shape`, async ({
      staffPage: page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const button = page.getByRole("button", { name: "Auto-Fetch Latest Blogs" });
      const before = await box(button);
      // The page reloads its data once the run is over: by then every copy of the result is up.
      const refreshed = page.waitForResponse((response) => {
        const headers = response.request().headers();
        return (
          response.request().method() === "GET" &&
          "rsc" in headers &&
          !("next-router-prefetch" in headers)
        );
      });
      await button.click();
      const report = page.getByRole("status", { name: "Auto-fetch result" });
      await expect(report).toContainText("No feed could be imported", { timeout: 30_000 });
      await expect(report).toHaveAttribute("aria-live", "polite");
      await refreshed;
      // Once: no toast repeating it.
      await expect(page.getByText(/No feed could be imported/)).toHaveCount(1);
      // The result did not move the button: it sits below, inside the window.
      const after = await box(button);
      expect(after.x).toBeCloseTo(before.x, 0);
      const reportBox = await box(report);
      expect(reportBox.y).toBeGreaterThanOrEqual(after.y + after.height);
      expect(reportBox.x).toBeGreaterThanOrEqual(0);
      expect(reportBox.x + reportBox.width).toBeLessThanOrEqual(width);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toBeVisible();
      const headingBox = await box(heading);
      expect(headingBox.x).toBeGreaterThanOrEqual(0);
      expect(headingBox.x + headingBox.width).toBeLessThanOrEqual(width);
      expect(await overflow(page)).toBe(0);
    });
  }
}

test("on /admin each feed's outcome of the run is listed once, in the run list", async ({
  staffPage: page,
}) => {
  await page.goto("/admin");
  await page.getByRole("button", { name: "Auto-Fetch Latest Blogs" }).click();
  const report = page.getByRole("status", { name: "Auto-fetch result" });
  await expect(report).toContainText("No feed could be imported", { timeout: 30_000 });
  // The result is a summary; the feed's own outcome is in the run list. Other workers start runs
  // of the same feed too, so the newest entry is one like ours, whoever started it.
  await expect(report.getByText(/feed\.xml/)).toHaveCount(0);
  const newest = page
    .getByRole("listitem")
    .filter({ hasText: / · manual · / })
    .first();
  await expect(newest).toContainText("refused: the address is not on the public internet");
  await expect(newest.getByText(/^http:\/\/127\.0\.0\.1:9\/feed\.xml/)).toHaveCount(1);
});
