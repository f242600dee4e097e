import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

import { expect } from "../fixtures";
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
 * Returns the violations, each labelled with its theme and width.
 */
export async function axeInBothThemes(page: Page): Promise<string[]> {
  const violations: string[] = [];
  for (const theme of themes) {
    await switchTheme(page, theme);
    await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
    for (const viewport of widths) {
      await page.setViewportSize(viewport);
      const axe = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      for (const v of axe.violations) {
        const nodes = v.nodes.map((n) => n.target.join(" ")).join(", ");
        violations.push(`${theme} ${viewport.width}px ${v.id}: ${nodes}`);
      }
    }
  }
  return violations;
}
