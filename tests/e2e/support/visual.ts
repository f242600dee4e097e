import { expect, type Page } from "@playwright/test";

import type { Theme } from "./themes";

/**
 * The pages under visual regression (issue 17): one of each kind, plus the blog list as staff
 * sees it (its hero holds the outline buttons that once went white on white).
 */
export type VisualPage = {
  name: string;
  path: string;
  staff?: boolean;
  ready?: string;
  /** Captured at the tablet width too (see `widthsOf`). */
  tablet?: boolean;
};

export const visualPages: readonly VisualPage[] = [
  { name: "home", path: "/", tablet: true },
  { name: "service", path: "/services/web-development", tablet: true },
  { name: "work", path: "/work" },
  { name: "blogs", path: "/blogs" },
  { name: "blogs-staff", path: "/blogs", staff: true, ready: "New post" },
  { name: "post", path: "/blogs/the-state-of-html-forms-in-modern-browsers" },
  { name: "contact", path: "/contact" },
  { name: "admin", path: "/admin", staff: true },
  { name: "admin-blogs", path: "/admin/blogs", staff: true },
];

/** Phone, tablet portrait, desktop; each height is the device's, so a crop shows the first screen. */
export const viewports = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
] as const;

/**
 * The widths a page is captured at: phone and desktop for every page; the tablet width only for
 * the home and a service page, the public pages with the most layout between the two (hero,
 * card grids). The other seven pages' 768 px captures were 14 tests of the e2e step; the header
 * and navigation at 768 px stay checked by site-chrome.spec.ts and staff-chrome.spec.ts.
 */
export const widthsOf = (page: VisualPage) =>
  viewports.filter((viewport) => viewport.width !== 768 || page.tablet);

export const screenshotName = (page: string, width: number, theme: Theme) =>
  `${page}-${width}-${theme}.png`;

/**
 * The comparison's tolerance. `threshold` is pixelmatch's per-pixel colour distance (0–1): below
 * it a pixel counts as equal, so a glyph edge drawn a shade lighter is not a difference (pixelmatch
 * also skips pixels it recognises as anti-aliasing). `maxDiffPixels` then allows a few stray
 * pixels per page, a fixed count rather than a share of the page: a full page is millions of
 * pixels, and a share of that would swallow a whole button label. docs/design.md records the
 * noise measured between runs and the count a white-on-white button produces.
 */
export const tolerance = {
  threshold: 0.2,
  maxDiffPixels: 40,
  fullPage: true,
  animations: "disabled",
  caret: "hide",
  scale: "css",
} as const;

/**
 * Waits until the page is done drawing: no request in flight, lazy images loaded as if scrolled
 * to (a full-page capture does not scroll), every image decoded, web fonts in, no loading spinner.
 */
export async function settle(page: Page, theme: Theme, ready?: string) {
  await drawn(page, theme, ready);
  // The web fonts are `display: optional` (app/fonts/): when one arrives after the first
  // paint (a busy machine), the page keeps the fallback font for good. That is the product's
  // choice, not a defect to compare: such a page is loaded again, with the font now cached.
  if (await fontCameLate(page)) {
    await page.reload();
    await drawn(page, theme, ready);
  }
}

const fontCameLate = (page: Page) =>
  page.evaluate(() => {
    // Two faces now (Inter and the display face, app/fonts/): either one arriving late counts.
    const fonts = performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.endsWith(".woff2"));
    const paint = performance.getEntriesByName("first-paint")[0];
    return Boolean(
      paint &&
      fonts.some((font) => (font as PerformanceResourceTiming).responseEnd > paint.startTime),
    );
  });

async function drawn(page: Page, theme: Theme, ready?: string) {
  await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
  if (ready) await expect(page.getByRole("link", { name: ready })).toBeVisible();
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = "eager";
    // A broken image is drawn broken in the screenshot, where it shows as a difference.
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("status").filter({ hasText: /loading/i })).toHaveCount(0);
}
