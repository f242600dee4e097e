// Without JavaScript the proof-of-work widget cannot run: the booking and contact forms say, in
// their small print, that such a submission is held for a manual check.
import config from "../../playwright.config";
import { expect, test } from "./fixtures";

// Playwright's javaScriptEnabled stops scripts but leaves the parser's scripting flag on, so
// <noscript> would stay unrendered; Chromium's own setting turns both off, as a visitor's would.
const { launchOptions } = config.use ?? {};
test.use({
  javaScriptEnabled: false,
  launchOptions: {
    ...launchOptions,
    args: [...(launchOptions?.args ?? []), "--blink-settings=scriptEnabled=false"],
  },
});

for (const [path, form] of [
  ["/contact", "Send us a message"],
  ["/book-service", "Book Your Service"],
] as const) {
  test(`${path} says a submission is held for a manual check`, async ({ page }) => {
    await page.goto(path);
    await expect(
      page
        .getByRole("form", { name: form })
        .getByText("Without JavaScript your message is held for a manual check; we still read it."),
    ).toBeVisible();
  });
}
