import type { Page } from "@playwright/test";

import { expect } from "../fixtures";
import { axeViolations } from "./axe";
import { switchTheme, themes } from "./themes";

/** The widths of issue 17's accessibility bar: a phone and a desktop. */
const widths = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
] as const;

/** axe runs per page under {@link axeInBothThemes}, for test budgets. */
export const axeRunsPerPage = themes.length * widths.length;

/**
 * The suite's accessibility bar (axe, WCAG 2.1 A and AA) on the open page in each theme at each
 * width. A theme change reloads the page (the stored choice applies before the first paint); a
 * width change resizes it in place, as a visitor's window would, since the document is the same.
 * Returns the violations, each labelled with its theme and width; `exclude` as in
 * {@link axeViolations}.
 */
export async function axeInBothThemes(
  page: Page,
  options: { exclude?: string } = {},
): Promise<string[]> {
  const violations: string[] = [];
  for (const theme of themes) {
    await switchTheme(page, theme);
    await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
    for (const viewport of widths) {
      await page.setViewportSize(viewport);
      for (const v of await axeViolations(page, options))
        violations.push(`${theme} ${viewport.width}px ${v}`);
    }
  }
  return violations;
}
