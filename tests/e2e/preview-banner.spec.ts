// Issue 23 item 24: the preview banner says what the page is without hiding any of it: the site
// header is whole and on top, at a phone's width and a desktop's, as on the public page.
import type { Locator, Page } from "@playwright/test";

import { expect, test } from "./staff-fixtures";
import { axeViolations } from "./support/axe";

/** Every sampled point of the element's box is inside the viewport and hits the element itself. */
async function unobstructed(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y, "header top").toBeGreaterThanOrEqual(0);
  expect(box.x, "header left").toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, "header right").toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height, "header bottom").toBeLessThanOrEqual(viewport.height);
  const points = [0.02, 0.25, 0.5, 0.75, 0.98].flatMap((fx) =>
    [0.1, 0.5, 0.9].map((fy) => ({ x: box.x + fx * box.width, y: box.y + fy * box.height })),
  );
  const covered = await target.evaluate(
    (header, samples) =>
      samples
        .filter(({ x, y }) => {
          const hit = document.elementFromPoint(x, y);
          return !hit || !header.contains(hit);
        })
        .map(({ x, y }) => {
          const hit = document.elementFromPoint(x, y);
          return `(${Math.round(x)}, ${Math.round(y)}): ${hit?.tagName} ${hit?.textContent?.slice(0, 40)}`;
        }),
    points,
  );
  expect(covered, "points of the header covered by something else").toEqual([]);
}

test("a post's preview shows its banner above a whole, uncovered site header at 375 and 1440 px", async ({
  staffPage: page,
}) => {
  await page.goto("/admin/create-blog");
  await expect(page.getByText("Preview updated.")).toBeAttached();
  await page.getByLabel("Title", { exact: true }).fill(`Banner check ${Date.now()}`);
  await page.getByLabel("Summary").fill("Previewed by the banner test.");
  await page.getByLabel("Content", { exact: true }).fill("<p>Body.</p>");
  await page.getByRole("button", { name: "Preview page" }).click();
  const link = page.getByRole("link", { name: /Open preview link/ });
  await expect(link).toBeVisible();
  const previewPath = (await link.getAttribute("href"))!;

  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(previewPath);
    const banner = page.getByRole("status").filter({ hasText: /^Preview — this post is a draft/ });
    await expect(banner).toBeVisible();
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: /home$/ })).toBeVisible();
    await unobstructed(page, header);
    // The banner reads first, above the header, not over it.
    const [bannerBox, headerBox] = [(await banner.boundingBox())!, (await header.boundingBox())!];
    expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(headerBox.y + 0.5);
    // Scrolled, the header stays whole at the top, as on the public page.
    await page.mouse.wheel(0, 600);
    await expect.poll(() => header.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
    await unobstructed(page, header);

    const violations = await axeViolations(page);
    expect(violations).toEqual([]);
  }
});
