// Visual regression (issue 17): full-page screenshots of one page of each kind at phone and
// desktop widths (tablet for two of them, support/visual.ts `widthsOf`) in both themes, compared
// with the committed baselines next to this file.
// Runs as its own Playwright project before every other spec (playwright.config.ts), on the
// freshly seeded database: the lists it shows (posts, counts) hold only the seed data then.
// After an intended visual change: `npm run screenshots` (docs/design.md, "Visual regression").
import { existsSync } from "node:fs";

import type { Page } from "@playwright/test";

import { budget } from "./support/budget";
import { themes, presetTheme, type Theme } from "./support/themes";
import {
  screenshotName,
  settle,
  tolerance,
  viewports,
  visualPages,
  widthsOf,
  type VisualPage,
} from "./support/visual";
import { expect, test } from "./staff-fixtures";

async function open(page: Page, target: VisualPage, theme: Theme) {
  await presetTheme(page, theme);
  const response = await page.goto(target.path);
  expect(response?.status(), target.path).toBe(200);
  await settle(page, theme, target.ready);
}

for (const viewport of viewports) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });
    test.setTimeout(budget({ navigations: 3 }));
    for (const target of visualPages.filter((p) => widthsOf(p).includes(viewport))) {
      for (const theme of themes) {
        const name = screenshotName(target.name, viewport.width, theme);
        const check = async (page: Page) => {
          await open(page, target, theme);
          await expect(page).toHaveScreenshot(name, tolerance);
        };
        const title = `${target.name} (${target.path}), ${theme}`;
        if (target.staff) test(title, ({ staffPage }) => check(staffPage));
        else test(title, ({ page }) => check(page));
      }
    }
  });
}

// The tolerance must not swallow a real defect: an old one, an outline button whose label took the
// colour of what was behind it (a white label on a white pill, when the blog's hero was a band), is
// put back with a style rule in the browser — the label in the pill's own background colour, so it
// shows on any hero — and the comparison with the committed baseline has to fail.
test.describe("tolerance", () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test("a white-on-white outline button fails the comparison", async ({ staffPage }, testInfo) => {
    test.skip(
      testInfo.config.updateSnapshots === "all" || testInfo.config.updateSnapshots === "changed",
      "baselines are being written: this check would store the broken page",
    );
    test.setTimeout(budget({ navigations: 3 }));
    const name = screenshotName("blogs-staff", 1440, "light");
    expect(existsSync(testInfo.snapshotPath(name, { kind: "screenshot" })), name).toBe(true);
    await open(
      staffPage,
      visualPages.find((p) => p.name === "blogs-staff")!,
      "light",
    );
    const pill = staffPage.getByRole("link", { name: "New post" });
    const colours = () =>
      pill.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
    const [label] = await colours();
    await staffPage.addStyleTag({
      content: '[data-slot="button"].text-foreground { color: var(--background) !important; }',
    });
    // The defect is on: the label is drawn in the pill's own colour, no longer its own.
    const [broken, pillColour] = await colours();
    expect(broken).not.toBe(label);
    expect(broken).toBe(pillColour);
    const failure = await expect(staffPage)
      .toHaveScreenshot(name, { ...tolerance, timeout: 10_000 })
      .then(() => "the comparison passed")
      .catch((error: Error) => error.message);
    console.log(`tolerance check: ${failure}`);
    expect(failure).toMatch(/\d+ pixels \(ratio [\d.]+ of all image pixels\) are different/);
    expect(failure).not.toMatch(/Expected an image/);
  });
});
