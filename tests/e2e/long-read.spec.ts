// Issue 29 items 4–5: the long-read post layout, the asymmetric service hero, the display face and
// the contact details a deployment has not set yet.
import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { axeInBothThemes, axeRunsPerPage } from "./support/axe-themes";
import { budget } from "./support/budget";

const POST = "/blogs/moving-a-marketing-site-to-the-nextjs-app-router-without-losing-rankings";
const SERVICE = "/services/web-development";

/** The reading progress hairline's drawn width as a share of the viewport's. */
const progress = (page: Page) =>
  page
    .getByTestId("reading-progress")
    .evaluate((bar) => bar.getBoundingClientRect().width / document.documentElement.clientWidth);

const scrollTo = (page: Page, share: number) =>
  page.evaluate((share) => {
    const max = document.documentElement.scrollHeight - innerHeight;
    window.scrollTo({ top: max * share, behavior: "instant" });
  }, share);

/** Every layout shift from the first paint on (scrolling is excluded by the browser itself). */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as { shifts: number[] };
    state.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) state.shifts.push(entry.value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
}

test("a post reads as a long read: contents from its headings, sticky, keyboard to each, a progress bar, no shift", async ({
  page,
}) => {
  test.setTimeout(budget({ navigations: 2 }));
  await page.setViewportSize({ width: 1440, height: 900 });
  const shifts = await recordShifts(page);
  await page.goto(POST);
  await page.evaluate(() => document.fonts.ready);

  const toc = page.getByRole("navigation", { name: "On this page" });
  const headings = page.getByRole("article").locator(".post-content h2, .post-content h3");
  const titles = (await headings.allTextContents()).map((t) => t.trim());
  expect(titles.length).toBeGreaterThanOrEqual(2);
  await expect(toc.getByRole("link")).toHaveText(titles);

  // Keyboard: Tab to the last entry and follow it; focus and view both move to that heading.
  const last = toc.getByRole("link", { name: titles.at(-1) });
  await last.focus();
  await page.keyboard.press("Enter");
  const target = page.getByRole("heading", { name: titles.at(-1), exact: true });
  await expect(target).toBeFocused();
  await expect
    .poll(async () => (await target.boundingBox())?.y ?? -1, { message: "heading scrolled to" })
    .toBeLessThan(200);
  expect((await target.boundingBox())!.y).toBeGreaterThanOrEqual(0);
  expect(new URL(page.url()).hash).toMatch(/^#[a-z]/);

  // Sticky beside the text on a wide screen: still in view after the page scrolled away.
  await scrollTo(page, 0.6);
  const box = (await toc.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(900);
  const body = (await page.locator(".post-content").boundingBox())!;
  expect(box.x, "contents to the right of the text").toBeGreaterThan(body.x + body.width);

  // The progress bar follows the scroll: empty at the top, full at the end, in between midway.
  await scrollTo(page, 0);
  await expect.poll(() => progress(page)).toBeLessThan(0.02);
  await scrollTo(page, 0.5);
  await expect.poll(() => progress(page)).toBeGreaterThan(0.3);
  expect(await progress(page)).toBeLessThan(0.7);
  await scrollTo(page, 1);
  await expect.poll(() => progress(page)).toBeGreaterThan(0.98);

  expect(await shifts(), "layout shifts").toEqual([]);

  // Reduced motion: no bar (the page is the same otherwise).
  await page.emulateMedia({ reducedMotion: "reduce" });
  await expect(page.getByTestId("reading-progress")).toBeHidden();
});

test("on a phone the contents come before the text, and the post is axe-clean in both themes", async ({
  page,
}) => {
  test.setTimeout(budget({ navigations: 3, axe: axeRunsPerPage }));
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(POST);
  const toc = page.getByRole("navigation", { name: "On this page" });
  const body = page.locator(".post-content");
  expect((await toc.boundingBox())!.y).toBeLessThan((await body.boundingBox())!.y);
  expect(await axeInBothThemes(page)).toEqual([]);
});

for (const width of [320, 1440]) {
  test(`the service hero at ${width} px: text and facts side by side or stacked, no sideways scroll`, async ({
    page,
  }) => {
    test.setTimeout(budget({ navigations: 1 }));
    await page.setViewportSize({ width, height: 900 });
    const shifts = await recordShifts(page);
    await page.goto(SERVICE);
    await page.evaluate(() => document.fonts.ready);
    const h1 = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    const book = page.getByRole("link", { name: "Book This Service" });
    await expect(book).toBeInViewport();
    const facts = (await page.locator("dl", { hasText: "Projects from" }).boundingBox())!;
    if (width >= 1024) {
      expect(facts.x, "facts to the right of the heading").toBeGreaterThanOrEqual(h1.x + h1.width);
      expect(h1.x, "the heading starts at the left, not centred").toBeLessThan(width * 0.25);
    } else {
      expect(facts.y, "facts below the call to action").toBeGreaterThan(
        (await book.boundingBox())!.y,
      );
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, "sideways scroll").toBeLessThanOrEqual(0);
    expect(await shifts(), "layout shifts").toEqual([]);
  });
}

test("headings are set in the display face, body text in Inter", async ({ page }) => {
  await page.goto(SERVICE);
  await page.evaluate(() => document.fonts.ready);
  // next/font names each face itself: compare with the names its CSS variables hold.
  const face = (variable: string) =>
    page.evaluate(
      (v) =>
        getComputedStyle(document.documentElement)
          .getPropertyValue(v)
          .split(",")[0]!
          .replace(/["']/g, "")
          .trim(),
      variable,
    );
  const [display, text] = [await face("--font-space-grotesk"), await face("--font-inter")];
  expect(display).not.toBe(text);
  const family = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => getComputedStyle(el).fontFamily.split(",")[0]!.replace(/["']/g, "").trim());
  expect(await family("h1")).toBe(display);
  expect(await family("main h2")).toBe(display);
  expect(await family("main p")).toBe(text);
  // Self-hosted and in use: the face was fetched from this site and is loaded.
  const loaded = await page.evaluate(
    (name) =>
      [...document.fonts].some(
        (f) => f.family.replace(/["']/g, "") === name && f.status === "loaded",
      ),
    display,
  );
  expect(loaded).toBe(true);
});

for (const path of [SERVICE, "/about-company"]) {
  test(`${path} is axe-clean in both themes at 375 and 1440 px`, async ({ page }) => {
    test.setTimeout(budget({ navigations: 3, axe: axeRunsPerPage }));
    await page.goto(path);
    expect(await axeInBothThemes(page)).toEqual([]);
  });
}

test("unset contact details show as demo: no dialable fake number, none in structured data", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText("+1 555 0100 (demo)")).toBeVisible();
  await expect(footer.getByText("hello@nimbuslabs.example (demo)")).toBeVisible();
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(0);
  await expect(page.getByText("00000 00000")).toHaveCount(0);
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const organization = ld
    .map((t) => JSON.parse(t))
    .find((d) => d["@type"] === "ProfessionalService");
  expect(organization).toBeDefined();
  expect(organization).not.toHaveProperty("telephone");
  expect(organization).not.toHaveProperty("email");
});
