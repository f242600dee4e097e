// Light and dark themes (issue 17): the system's by default, a stored choice from the header's
// switch otherwise, right from the first frame, under each kind of page's CSP.
import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { axeInBothThemes, axeRunsPerPage } from "./support/axe-themes";
import { budget } from "./support/budget";
import { test as staffTest } from "./staff-fixtures";

// The page background of each theme (--background in app/globals.css): near white, blue-black.
const LIGHT = "light";
const DARK = "dark";

/** "light" or "dark" for a computed colour by its lightness (Chromium gives lab() or oklch()). */
function tone(color: string | null): string | null {
  const match = /^(lab|oklch|rgb)\(([\d.]+)/.exec(color ?? "");
  if (!match) return color;
  const scale = { lab: 100, oklch: 1, rgb: 255 }[match[1] as "lab" | "oklch" | "rgb"];
  const lightness = Number(match[2]) / scale;
  return lightness > 0.9 ? LIGHT : lightness < 0.2 ? DARK : color;
}

/** The body's background, once it has the expected tone. */
async function expectBodyTone(page: Page, expected: string) {
  await expect
    .poll(async () =>
      tone(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)),
    )
    .toBe(expected);
}

// One page of each CSP kind: cached with hashes, pre-rendered whole, per request with a nonce.
const PAGES = ["/", "/about-company", "/admin/login"];

type Frame = { background: string; bodyBackground: string | null };

/** Records <html>'s (and <body>'s, if parsed) background in the page's first animation frame. */
async function watchFirstFrame(page: Page) {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const body = document.body ? getComputedStyle(document.body).backgroundColor : null;
      Object.assign(window, {
        firstFrame: {
          background: getComputedStyle(document.documentElement).backgroundColor,
          bodyBackground: body,
        },
      });
    });
  });
}

async function firstFrame(page: Page): Promise<Frame> {
  const handle = await page.waitForFunction(
    () => (window as unknown as { firstFrame?: Frame }).firstFrame,
  );
  return (await handle.jsonValue()) as Frame;
}

async function expectFirstFrame(page: Page, path: string, background: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  // The page's own policy allows no inline script: the theme file is allowed by 'self'.
  const scriptSrc = /script-src ([^;]*)/.exec(response?.headers()["content-security-policy"] ?? "");
  expect(scriptSrc?.[1], `${path} script-src`).not.toMatch(/unsafe-inline/);
  const frame = await firstFrame(page);
  expect(tone(frame.background), `${path}: <html> at the first frame`).toBe(background);
  if (frame.bodyBackground) expect(tone(frame.bodyBackground), `${path}: <body>`).toBe(background);
  await expectBodyTone(page, background);
}

for (const scheme of ["light", "dark"] as const) {
  test(`nothing stored: the system's ${scheme} theme from the first frame`, async ({ page }) => {
    test.setTimeout(budget({ navigations: PAGES.length }));
    await page.emulateMedia({ colorScheme: scheme });
    await watchFirstFrame(page);
    for (const path of PAGES) await expectFirstFrame(page, path, scheme === "dark" ? DARK : LIGHT);
  });
}

for (const [stored, system] of [
  ["dark", "light"],
  ["light", "dark"],
] as const) {
  test(`a stored ${stored} choice beats a ${system} system from the first frame`, async ({
    page,
  }) => {
    test.setTimeout(budget({ navigations: PAGES.length }));
    await page.emulateMedia({ colorScheme: system });
    await page.addInitScript((theme) => localStorage.setItem("theme", theme), stored);
    await watchFirstFrame(page);
    for (const path of PAGES) await expectFirstFrame(page, path, stored === "dark" ? DARK : LIGHT);
  });
}

test("the header's switch: keyboard operable, says its state, and the choice persists", async ({
  page,
}) => {
  test.setTimeout(budget({ navigations: 3, actions: 4 }));
  await page.emulateMedia({ colorScheme: "light" });
  await watchFirstFrame(page);
  await page.goto("/about-company");
  const toggle = page.getByRole("banner").getByRole("button", { name: "Dark theme" });
  await expect(toggle).toBeEnabled();
  await expect(toggle).toHaveAttribute("aria-pressed", "false");

  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expectBodyTone(page, DARK);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

  // A new page load (cached page, no cookie): dark from its first frame.
  await page.goto("/services");
  expect(tone((await firstFrame(page)).background)).toBe(DARK);
  await expect(toggle).toHaveAttribute("aria-pressed", "true");

  await toggle.focus();
  await page.keyboard.press("Space");
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await expectBodyTone(page, LIGHT);
  await page.reload();
  expect(tone((await firstFrame(page)).background)).toBe(LIGHT);
});

// The accessibility bar in both themes at both widths beyond the public routes (quality.spec.ts
// holds it over those): a post, the sign-in page, and the staff pages under visual regression.
for (const path of ["/blogs/the-state-of-html-forms-in-modern-browsers", "/admin/login"]) {
  test(`${path}: axe finds nothing in either theme at 375 and 1440 px`, async ({ page }) => {
    test.setTimeout(budget({ navigations: 3, axe: axeRunsPerPage }));
    expect((await page.goto(path))?.status()).toBe(200);
    expect(await axeInBothThemes(page)).toEqual([]);
  });
}

for (const path of ["/admin", "/admin/blogs"]) {
  staffTest(
    `${path}: axe finds nothing in either theme at 375 and 1440 px`,
    async ({ staffPage }) => {
      test.setTimeout(budget({ navigations: 3, axe: axeRunsPerPage }));
      expect((await staffPage.goto(path))?.status()).toBe(200);
      expect(await axeInBothThemes(staffPage)).toEqual([]);
    },
  );
}
