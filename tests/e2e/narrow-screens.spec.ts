// Issue 23 item 29: no public page scrolls sideways on a 320 px screen (/contact did, by 8 px).
import { expect, test } from "./fixtures";
import { routes } from "./support/routes";

for (const { path, status } of routes.filter((route) => route.status === 200)) {
  test(`${path} fits a 320 px screen`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 667 });
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const wider = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const over = [...document.querySelectorAll("body *")]
        .filter((el) => el.getBoundingClientRect().right > width + 0.5)
        .map((el) => `${el.tagName.toLowerCase()} “${el.textContent?.trim().slice(0, 40)}”`);
      return { scrollWidth: document.documentElement.scrollWidth, width, over: over.slice(-3) };
    });
    expect(status).toBe(200);
    expect(
      wider.scrollWidth,
      `wider than the screen: ${wider.over.join("; ")}`,
    ).toBeLessThanOrEqual(wider.width);
  });
}
