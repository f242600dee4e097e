// Case studies that show the work (issue 29): each demo study's page shows its product in device
// frames (a wide hero, then a gallery), in the visitor's theme from the first paint, marked once
// as demo content; /work's cards carry the same badge. axe in both themes at 375 and 1440 px.
import type { Locator, Page } from "@playwright/test";

import { workScreens } from "../../content/work-screens";
import { expect, test } from "./fixtures";
import { test as staffTest } from "./staff-fixtures";
import { axeInBothThemes, axeRunsPerPage } from "./support/axe-themes";
import { budget } from "./support/budget";
import { presetTheme } from "./support/themes";

const freight = "/work/a-live-operations-dashboard-for-240-trucks-and-seven-depots";
const clinic = "/work/booking-reminders-and-check-in-in-one-app-for-a-network-of-11-clinics";
const freightScreens = [
  workScreens.freightDashboard,
  workScreens.freightExceptions,
  workScreens.freightRoute,
];
const clinicScreens = [
  workScreens.clinicSlots,
  workScreens.clinicConfirmed,
  workScreens.clinicCheckIn,
];

/** The screen's image a visitor sees, scrolled to (lazy ones load there), fully decoded. */
async function shownScreen(page: Page, alt: string): Promise<Locator> {
  const image = page.getByRole("img", { name: alt, exact: true });
  await expect(image).toHaveCount(1); // the other theme's twin is hidden, not in the tree
  await image.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  return image;
}

for (const theme of ["light", "dark"] as const) {
  test(`a study shows three framed product screens in the ${theme} theme`, async ({ page }) => {
    test.setTimeout(budget({ navigations: 2 }));
    await presetTheme(page, theme);
    await page.goto(freight);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^A live operations/);
    // Once beside the title (the related studies' cards below carry their own).
    const header = page.locator("header", { has: page.getByRole("heading", { level: 1 }) });
    await expect(header.getByText("Demo content", { exact: true })).toHaveCount(1);
    for (const screen of freightScreens) {
      const image = await shownScreen(page, screen.alt);
      await expect(image).toHaveAttribute("src", `/work/screens/${screen.id}-${theme}.webp`);
      // Its frame: a browser window's title bar drawn above the image.
      const frame = image.locator("xpath=..");
      const [frameBox, imageBox] = [await frame.boundingBox(), await image.boundingBox()];
      expect(imageBox!.y - frameBox!.y).toBeGreaterThanOrEqual(24);
    }
    // The wide hero comes first, eager: its image is wider than the text column.
    const hero = page.getByRole("img", { name: freightScreens[0]!.alt });
    await hero.evaluate((img) => img.scrollIntoView());
    expect(await hero.getAttribute("loading")).toBe("eager");
    expect(
      await page.getByRole("img", { name: freightScreens[2]!.alt }).getAttribute("loading"),
    ).toBe("lazy");
    await expect(page.getByRole("heading", { level: 2, name: "Product screens" })).toBeVisible();

    // A phone study: its three screens stand side by side in the hero, each in a phone frame.
    await page.goto(clinic);
    for (const screen of clinicScreens) {
      const image = await shownScreen(page, screen.alt);
      await expect(image).toHaveAttribute("src", `/work/screens/${screen.id}-${theme}.webp`);
      const box = (await image.boundingBox())!;
      expect(box.height).toBeGreaterThan(box.width * 2);
    }
    // All three are in the hero, so no empty "Product screens" section below (the freight study
    // keeps one: its hero shows one window of three).
    await expect(page.getByRole("heading", { name: "Product screens" })).toHaveCount(0);
  });
}

test("the screens' boxes are reserved: no layout shift as they load", async ({ page }) => {
  test.setTimeout(budget({ navigations: 1 }));
  await page.addInitScript(() => {
    (window as unknown as { cls: number }).cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(freight);
  for (const screen of freightScreens) await shownScreen(page, screen.alt);
  expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBe(0);
});

test("/work marks each demo study once, with its product screen as the cover", async ({ page }) => {
  test.setTimeout(budget({ navigations: 1 }));
  await presetTheme(page, "light");
  await page.goto("/work");
  const cards = page.getByRole("list", { name: "Case studies" }).getByRole("article");
  const demo = cards.filter({ hasText: "Demo content" });
  await expect(demo).toHaveCount(4);
  await expect(page.getByText(/^Sample:|\(fictional\)/)).toHaveCount(0);
  const card = demo.filter({ hasText: "A live operations dashboard" });
  await expect(card.locator('img[src="/work/screens/freight-dashboard-light.webp"]')).toBeVisible();
});

test("a study page passes axe in both themes at 375 and 1440 px", async ({ page }) => {
  test.setTimeout(budget({ navigations: 3, axe: axeRunsPerPage }));
  await page.goto(freight, { waitUntil: "networkidle" });
  expect(await axeInBothThemes(page)).toEqual([]);
});

// The deletion itself is tested on PostgreSQL (tests/integration/demo-content.test.ts): here,
// the one admin control asks first and names what goes, and Cancel keeps everything.
staffTest("staff are asked before all demo content is deleted", async ({ staffPage: page }) => {
  staffTest.setTimeout(budget({ navigations: 2 }));
  await page.goto("/admin/work");
  const demoRows = page.getByRole("row").filter({ hasText: "Demo" });
  await expect(demoRows).toHaveCount(4);
  await page.getByRole("button", { name: "Delete all demo content" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete all demo content?" });
  await expect(dialog).toContainText("4 demo case studies");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(demoRows).toHaveCount(4);
});
