// The site's header at every width, its phone menu, and the 404 page's chrome (issue 17).
import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";

/**
 * Per visible link or button in the site header: how many lines its text takes (distinct tops of
 * its text's line boxes), and whether the header's content is wider than the header.
 */
function headerLayout(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector("body > header, header")!;
    const lines = (element: Element) => {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width > 0) tops.add(Math.round(rect.top));
        }
      }
      return tops.size;
    };
    const controls = [...header.querySelectorAll("a, button")].filter((element) => {
      const box = element.getBoundingClientRect();
      // Visible only: the skip link and the closed menu's links take no room.
      return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== "hidden";
    });
    return {
      labels: controls.map((element) => ({
        text: (element.textContent ?? "").trim() || element.getAttribute("aria-label"),
        lines: lines(element),
        right: Math.round(element.getBoundingClientRect().right),
      })),
      headerScrollWidth: header.scrollWidth,
      headerWidth: header.clientWidth,
    };
  });
}

function expectFits(layout: Awaited<ReturnType<typeof headerLayout>>, width: number) {
  expect(layout.labels.length, "visible header controls").toBeGreaterThan(1);
  for (const label of layout.labels) {
    expect(label.lines, `"${label.text}" takes one line`).toBe(1);
    expect(label.right, `"${label.text}" ends inside the window`).toBeLessThanOrEqual(width);
  }
  expect(layout.headerScrollWidth).toBeLessThanOrEqual(layout.headerWidth);
}

for (const width of [320, 375, 639, 640, 768, 800, 809, 1023, 1024, 1280, 1440, 1920]) {
  test(`at ${width} px no header label wraps and the header fits the window`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/about-company");
    const header = page.getByRole("banner");
    // Enabled once hydrated: from then on the menu button answers too.
    await expect(header.getByRole("button", { name: "Dark theme" })).toBeEnabled();
    expectFits(await headerLayout(page), width);

    // Below the full row, the phone menu holds the links (and, below 640 px, the call to action).
    const menu = header.getByRole("button", { name: "Open menu" });
    if (await menu.isVisible()) {
      await menu.click();
      await expect(header.getByRole("button", { name: "Close menu" })).toBeVisible();
      expectFits(await headerLayout(page), width);
    }
    for (const name of ["Blog", "Team", "About Company", "Book a call"]) {
      await expect(header.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(header.getByRole("link", { name: "About Us" })).toHaveCount(0);
  });
}

test("the header's call to action books a call; Blog and Team lead to their pages", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/about-company");
  const header = page.getByRole("banner");
  await header.getByRole("link", { name: "Book a call" }).click();
  await expect(page).toHaveURL(/\/book-service$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book Your Service");
  await header.getByRole("link", { name: "Blog", exact: true }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(header.getByRole("link", { name: "Blog", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await header.getByRole("link", { name: "Team", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meet Our Team");
});

test("the phone menu closes on Escape (focus back on its button) and on a tap outside", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/about-company");
  const toggle = page.getByRole("button", { name: "Open menu" });
  const menuLink = page.getByRole("navigation", { name: "Main" }).getByRole("link", {
    name: "Our Work",
  });

  await toggle.click();
  await expect(menuLink).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menuLink).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(menuLink).toBeVisible();
  // A tap on the page below the menu, away from it and from the header.
  await page.mouse.click(187, 760);
  await expect(menuLink).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
});

test("an unknown address: 404 with the site's header, navigation and footer", async ({
  page,
  guard,
}) => {
  guard.allowDocument404();
  const response = await page.goto("/no-such-page-at-all");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Our Services" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }),
  ).toBeVisible();
  expect(response?.headers()["content-security-policy"]).toMatch(/script-src/);
});
