// Issue 29's layout findings: one left edge for a page's container, and an incomplete last row of
// cards centred under a centred heading instead of hanging at the left.
import type { Locator } from "@playwright/test";

import { expect, test } from "./fixtures";

const WIDE = { width: 1440, height: 900 };

const left = async (locator: Locator) => Math.round((await locator.boundingBox())!.x);

test("a service page's hero, sections and closing call start on the header's left edge", async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await page.goto("/services/web-development");
  const edge = await left(page.getByRole("banner").getByRole("link", { name: / home$/ }));
  const main = page.getByRole("main");
  expect(await left(main.getByRole("heading", { level: 1 })), "hero heading").toBe(edge);
  for (const name of ["What We Offer", "Key Features"])
    expect(await left(main.getByRole("heading", { level: 2, name })), name).toBe(edge);
  const book = main
    .getByRole("region", { name: /^Book / })
    .getByText("Tell us what you want built.");
  expect(await left(book), "closing call to action").toBe(edge);
});

test("Key Features and Technologies We Use share one band, side by side at 1440 px", async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await page.goto("/services/web-development");
  const heading = (name: string) => page.getByRole("heading", { level: 2, name, exact: true });
  const features = (await heading("Key Features").boundingBox())!;
  const tech = (await heading("Technologies We Use").boundingBox())!;
  expect(Math.abs(features.y - tech.y), "headings on one line").toBeLessThan(4);
  expect(tech.x, "technologies to the right").toBeGreaterThan(features.x + features.width);
});

test("/about-company: every section heading starts on the header's left edge", async ({ page }) => {
  await page.setViewportSize(WIDE);
  await page.goto("/about-company");
  const edge = await left(page.getByRole("banner").getByRole("link", { name: / home$/ }));
  const headings = page.getByRole("main").getByRole("heading", { level: 2 });
  expect(await headings.count()).toBeGreaterThan(4);
  for (const heading of await headings.all())
    expect(await left(heading), (await heading.textContent()) ?? "").toBe(edge);
});

test("/about-us: the team's last row is centred, whatever its count", async ({ page }) => {
  await page.setViewportSize(WIDE);
  await page.goto("/about-us");
  const list = page
    .getByRole("main")
    .getByRole("list")
    .filter({ has: page.locator("article") });
  const box = (await list.boundingBox())!;
  const cards = await list.locator(":scope > li").evaluateAll((all) =>
    all.map((li) => {
      const r = li.getBoundingClientRect();
      return { top: Math.round(r.top), left: r.left, right: r.right };
    }),
  );
  expect(cards.length).toBeGreaterThan(0);
  const last = cards.filter((c) => c.top === cards.at(-1)!.top);
  const middle = (Math.min(...last.map((c) => c.left)) + Math.max(...last.map((c) => c.right))) / 2;
  expect(Math.abs(middle - (box.x + box.width / 2)), "last row's middle").toBeLessThan(2);
});
