// Issue 23 item 30: the hero's pause control stays where the first paint put it, whatever the
// hero's text does afterwards. The first paint can come while the font is still in its block
// period (text laid out, invisible, in the fallback's metrics); Inter then re-lays the text out,
// the hero's height changes, and a control anchored to its bottom moved (the text, not yet
// painted, counted for nothing): a shift that failed the home layout test now and then.
import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";

/** The control's box in document coordinates (independent of scrolling). */
const place = (page: Page) =>
  page.getByRole("button", { name: /background video$/ }).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height };
  });

for (const [width, colorScheme] of [
  [375, "light"],
  [1440, "dark"],
] as const) {
  test(`home at ${width} px, ${colorScheme}: the video control never moves`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width, height: 667 });
    await page.goto("/", { waitUntil: "load" });
    const control = page.getByRole("button", { name: "Pause background video" });
    await expect(control).toBeVisible();

    // Every shift since navigation began, read once the page has loaded (buffered entries):
    // none of them may involve the control.
    const shifted = await control.evaluate(
      (el) =>
        new Promise<string[]>((resolve) => {
          type Rect = { y: number };
          type Source = { node?: Node | null; previousRect: Rect; currentRect: Rect };
          type Shift = PerformanceEntry & { value: number; sources: Source[] };
          new PerformanceObserver((list, observer) => {
            observer.disconnect();
            resolve(
              (list.getEntries() as Shift[]).flatMap((e) =>
                e.sources
                  .filter((s) => s.node === el || s.node?.contains(el))
                  .map(
                    (s) =>
                      `${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms: ${s.node?.nodeName} y ${s.previousRect.y} → ${s.currentRect.y}`,
                  ),
              ),
            );
          }).observe({ type: "layout-shift", buffered: true });
          // No entry at all: the observer is never called; an empty frame later says so.
          requestAnimationFrame(() => requestAnimationFrame(() => resolve([])));
        }),
    );
    expect(shifted, "layout shifts of the control").toEqual([]);

    // Its place does not depend on the hero's text: a title or lead that wraps to more lines
    // (another font, a longer translation) leaves it where it is.
    const before = await place(page);
    await page.getByRole("heading", { level: 1 }).evaluate((h1) => {
      h1.append(document.createElement("br"), "A longer title, wrapped");
      h1.nextElementSibling?.append(document.createElement("br"), "And a longer lead.");
    });
    expect(await place(page)).toEqual(before);
  });
}
