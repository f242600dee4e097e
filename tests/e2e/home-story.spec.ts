// Issue 17 item 4: the home page tells one story, each block once, in a phone's ten screens.
import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { axeViolations } from "./support/axe";
import { budget } from "./support/budget";

/** A phone screen in CSS px. */
const PHONE = { width: 375, height: 667 };
const STORY = [
  "Why Choose Nimbus Labs", // proof: results, client types, rating, the spec's three points
  "What We Build",
  "Selected work",
  "Our Process",
  "What Our Clients Say",
  "Latest from the blog",
  "Tell us what you want built", // the one call to action
];

async function settled(page: Page) {
  await page.evaluate(() => document.fonts.ready);
}

test("home tells one story: in order, each block once, ≤ 10 phone screens tall", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/");
  await settled(page);
  const main = page.getByRole("main");

  expect(await main.locator("h2").allTextContents()).toEqual(STORY);
  const headings = (await main.locator("h1, h2, h3").allTextContents()).map((t) => t.trim());
  expect(
    headings.filter((text, i) => headings.indexOf(text) !== i),
    "repeated headings",
  ).toEqual([]);
  await expect(main.getByRole("region", { name: "Call to action" })).toHaveCount(1);
  await expect(main.getByRole("link", { name: "Book Free Consultation" })).toHaveCount(1);
  await expect(main.getByRole("link", { name: "View All Services" })).toHaveCount(1);

  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  test.info().annotations.push({
    type: "home height",
    description: `${height} px = ${(height / PHONE.height).toFixed(2)} screens`,
  });
  expect(height, `document height at ${PHONE.width} px`).toBeLessThanOrEqual(10 * PHONE.height);
});

test("home: no sideways scroll at any width from 320 to 1920 px", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 667 });
  await page.goto("/");
  await settled(page);
  for (const width of [320, 360, 375, 414, 640, 768, 1024, 1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `overflow at ${width} px`).toBeLessThanOrEqual(0);
  }
});

for (const colorScheme of ["light", "dark"] as const) {
  for (const width of [PHONE.width, 1440]) {
    test(`home at ${width} px, ${colorScheme} theme: axe-clean, no layout shift`, async ({
      page,
    }) => {
      test.setTimeout(budget({ navigations: 1, axe: 1 }));
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: PHONE.height });
      // Every shift from the first paint on, scrolling excluded by the browser's own definition.
      await page.addInitScript(() => {
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node | null }[];
        };
        const name = (node?: Node | null) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}.${String(node.className).slice(0, 60)}`
            : String(node?.nodeName);
        const state = window as unknown as { shifts: string[] };
        state.shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[])
            if (!entry.hadRecentInput)
              state.shifts.push(
                `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${entry.sources.map((s) => name(s.node)).join(", ")}`,
              );
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto("/", { waitUntil: "networkidle" });
      await settled(page);
      // Down the whole page, so images and anything loaded on the way in are laid out.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let top = 0; top < height; top += PHONE.height) {
        await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
      }
      await page.waitForLoadState("networkidle");
      const shifts = await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
      expect(shifts, "layout shifts").toEqual([]);

      const violations = await axeViolations(page);
      expect(violations).toEqual([]);
    });
  }
}

/** The box of the band the h1 sits on. */
const heroBox = async (page: Page) =>
  (await page
    .getByRole("heading", { level: 1 })
    .locator("xpath=ancestor::section[1]")
    .boundingBox())!;

test("from 640 px a product screen rises into the hero's bottom edge, captioned, linking its case study", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  await settled(page);
  const showcase = page.getByRole("main").getByRole("figure").first();
  const screen = showcase.getByRole("img").filter({ visible: true });
  await expect(screen).toHaveCount(1);
  await expect
    .poll(() => screen.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  // A desktop screen here, in its browser window.
  expect(await screen.getAttribute("src")).toMatch(/^\/work\/screens\/freight-dashboard-/);
  const hero = await heroBox(page);
  const box = (await screen.boundingBox())!;
  const bandBottom = hero.y + hero.height;
  const button = (await page
    .getByRole("link", { name: "Start Your Web Development Project" })
    .boundingBox())!;
  expect(box.y, "the screen starts inside the band").toBeLessThan(bandBottom - 120);
  expect(box.y, "below the band's text and button").toBeGreaterThan(button.y + button.height + 24);
  expect(box.y + box.height, "and ends below the band").toBeGreaterThan(bandBottom + 120);
  const caption = (await showcase.locator("figcaption").boundingBox())!;
  expect(caption.y, "the caption sits on the page, under the screen").toBeGreaterThan(
    box.y + box.height,
  );
  const link = showcase.getByRole("link", { name: "Read the case study" });
  await link.click();
  await expect(page).toHaveURL(/\/work\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("on a phone the showcase is a phone screen, not a shrunken desktop", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/");
  await settled(page);
  const showcase = page.getByRole("main").getByRole("figure").first();
  const screen = showcase.getByRole("img").filter({ visible: true });
  await expect(screen).toHaveCount(1);
  expect(await screen.getAttribute("src")).toMatch(/^\/work\/screens\/clinic-/);
  // The only product screen above the proof is that phone's: no desktop screen shrunk to fit.
  const above = await page.evaluate(() => {
    const proof = document.querySelector("main h2")!.getBoundingClientRect().top;
    return [...document.querySelectorAll<HTMLImageElement>('main img[src^="/work/screens/"]')]
      .filter((img) => img.checkVisibility() && img.getBoundingClientRect().top < proof)
      .map((img) => img.getAttribute("src"));
  });
  expect(above).toHaveLength(1);
  expect(above[0]).toMatch(/^\/work\/screens\/clinic-/);
  const hero = await heroBox(page);
  const box = (await screen.boundingBox())!;
  expect(box.y, "rising into the band").toBeLessThan(hero.y + hero.height);
  expect(box.height, "drawn at a phone's proportions").toBeGreaterThan(box.width * 2);
  await expect(showcase.getByRole("link", { name: "Read the case study" })).toHaveAttribute(
    "href",
    /^\/work\/booking-reminders/,
  );
});
