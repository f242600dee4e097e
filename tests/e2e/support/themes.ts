import type { Page } from "@playwright/test";

/** Both themes of issue 17; the values the theme script reads from localStorage "theme". */
export const themes = ["light", "dark"] as const;
export type Theme = (typeof themes)[number];

/**
 * Gives every page this browser opens from now on the theme as a visitor would have it: the
 * system's preference and the stored choice agreeing (the choice alone would do; both leave no
 * doubt which one a check saw). Call before the first navigation.
 */
export async function presetTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
  await page.addInitScript((choice) => localStorage.setItem("theme", choice), theme);
}

/**
 * Switches an open page to a theme the same way, then loads it again so the theme script applies it. Up
 * to "load", not "networkidle": after a reload Chromium holds the router's repeated prefetches
 * of the same URLs waiting on its cache for many seconds, and they change nothing on the page.
 */
export async function switchTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme });
  await page.evaluate((choice) => localStorage.setItem("theme", choice), theme);
  await page.reload({ waitUntil: "load" });
}
