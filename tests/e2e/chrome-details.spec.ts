// Issue 29's review, chrome slice: a focus ring that shows on filled buttons, the phone menu's
// scrim, blog cards that line up, the post's two ways back once each, selects shaped as inputs.
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";

import { expect, test } from "./fixtures";
import { presetTheme, themes } from "./support/themes";

/** A screenshot's pixels as RGBA bytes, row by row. */
async function pixels(image: Buffer) {
  const { data, info } = await sharp(image)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Brightness (r+g+b) of the rows just above and below an element, along its straight edges,
 * by distance from its box: [1 px, 2 px, 3 px, 4 px] out, each a list of pixels.
 */
async function rowsOutside(page: Page, target: Locator): Promise<number[][]> {
  const box = (await target.boundingBox())!;
  const pad = 4;
  const clip = {
    x: Math.round(box.x),
    y: Math.round(box.y) - pad,
    width: Math.round(box.width),
    height: Math.round(box.height) + 2 * pad,
  };
  const png = await pixels(await page.screenshot({ clip, animations: "disabled" }));
  const row = (y: number) => {
    const values: number[] = [];
    // Away from the rounded corners.
    for (let x = 12; x < png.width - 12; x++) {
      const i = (y * png.width + x) * 4;
      values.push(png.data[i]! + png.data[i + 1]! + png.data[i + 2]!);
    }
    return values;
  };
  return [1, 2, 3, 4].map((d) => [...row(pad - d), ...row(png.height - pad - 1 + d)]);
}

/** The share of pixels that changed clearly between two captures of the same rows. */
const changed = (before: number[], after: number[]) =>
  after.filter((value, i) => Math.abs(value - before[i]!) > 90).length / after.length;

/** Mean brightness (0–765) of a strip of the viewport. */
async function brightness(
  page: Page,
  clip: { x: number; y: number; width: number; height: number },
) {
  const png = await pixels(await page.screenshot({ clip, animations: "disabled" }));
  let sum = 0;
  for (let i = 0; i < png.data.length; i += 4)
    sum += png.data[i]! + png.data[i + 1]! + png.data[i + 2]!;
  return sum / (png.data.length / 4);
}

for (const theme of themes) {
  test(`a filled button shows its keyboard focus around its fill (${theme})`, async ({ page }) => {
    await presetTheme(page, theme);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/about-company");
    const cta = page.getByRole("banner").getByRole("link", { name: "Book a call" });
    await expect(page.getByRole("banner").getByRole("button", { name: /theme/ })).toBeEnabled();
    const before = await rowsOutside(page, cta);
    // By keyboard, as a visitor tabbing through the header would reach it.
    for (let i = 0; i < 20 && !(await cta.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press("Tab");
    await expect(cta).toBeFocused();
    const after = await rowsOutside(page, cta);
    const [gap1, gap2, ring3, ring4] = after.map((rows, d) => changed(before[d]!, rows));
    // A ring of its own, 3–4 px out, set off from the fill by a gap of the page's surface (1–2 px
    // out), so it cannot read as a slightly larger button in the fill's colour.
    expect(Math.min(ring3!, ring4!), "the ring").toBeGreaterThan(0.8);
    expect(Math.max(gap1!, gap2!), "the gap").toBeLessThan(0.2);
  });
}

test("the phone menu dims the page behind it, and a tap there closes it without following a link", async ({
  page,
}) => {
  await presetTheme(page, "light");
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/blogs");
  const strip = { x: 0, y: 700, width: 375, height: 60 };
  const open = await brightness(page, strip);
  await page.getByRole("button", { name: "Open menu" }).click();
  const menuLink = page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Our Work" });
  await expect(menuLink).toBeVisible();
  await expect.poll(() => brightness(page, strip)).toBeLessThan(open * 0.8);
  // Whatever the page has at that point (a card, a link), the tap lands on the scrim.
  await page.mouse.click(187, 730);
  await expect(menuLink).toBeHidden();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect.poll(() => brightness(page, strip)).toBeCloseTo(open, -1);
});

test("blog cards in a row line up, and a post has each way back once", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/blogs");
  const cards = page.getByRole("article");
  const tops = async (name: RegExp) => {
    const boxes = [];
    for (let i = 0; i < 3; i++)
      boxes.push(
        Math.round((await cards.nth(i).getByRole("link", { name }).first().boundingBox())!.y),
      );
    return boxes;
  };
  const readMore = await tops(/^Read More/);
  expect(new Set(readMore).size, `Read More tops ${readMore}`).toBe(1);
  // The three share a row, in the 1280 px column.
  const first = (await cards.first().boundingBox())!;
  const third = (await cards.nth(2).boundingBox())!;
  expect(third.x + third.width - first.x).toBeGreaterThan(1180);

  await cards
    .first()
    .getByRole("link", { name: /^Read More/ })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Blogs" })).toHaveCount(1);
  await expect(page.getByRole("link", { name: /Explore More Blogs/ })).toHaveCount(1);
});

test("the booking form's selects are the inputs' height and shape, and still native", async ({
  page,
}) => {
  await page.goto("/book-service");
  const service = page.getByRole("combobox", { name: "Service" });
  const name = page.getByRole("textbox", { name: /Full Name/ });
  const [selectBox, inputBox] = [(await service.boundingBox())!, (await name.boundingBox())!];
  expect(Math.round(selectBox.height)).toBe(Math.round(inputBox.height));
  const radius = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).borderRadius);
  expect(await radius(service)).toBe(await radius(name));
  await service.selectOption("saas-solutions");
  await expect(service).toHaveValue("saas-solutions");
});
