// What staff see of their tools: readable buttons on /blogs, the current section in the staff
// header, and the Auto-Fetch run's real outcome (issue 17).
import type { Locator } from "@playwright/test";

import { expect, test } from "./staff-fixtures";

/** WCAG contrast ratio of an element's text colour against its own background colour. */
async function contrastOf(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    // Any CSS colour (Tailwind 4 computes lab()/oklch()) to sRGB bytes, through a 1×1 canvas.
    const context = document
      .createElement("canvas")
      .getContext("2d", { willReadFrequently: true })!;
    const channels = (color: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = channels(color).map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort(
      (a, b) => b - a,
    );
    return (light! + 0.05) / (dark! + 0.05);
  });
}

test("the staff buttons on /blogs are readable: text contrasts with the button", async ({
  staffPage: page,
}) => {
  await page.goto("/blogs");
  for (const button of [
    page.getByRole("button", { name: "Auto-Fetch Latest Blogs" }),
    page.getByRole("link", { name: "New post" }),
  ]) {
    await expect(button).toBeVisible();
    expect(await contrastOf(button)).toBeGreaterThanOrEqual(4.5);
  }
});

test("the staff header marks the current section", async ({ staffPage: page }) => {
  const nav = () => page.getByRole("navigation", { name: "Staff" });
  await page.goto("/admin/leads");
  const leads = nav().getByRole("link", { name: "Leads" });
  await expect(leads).toHaveAttribute("aria-current", "page");
  await expect(nav().locator('[aria-current="page"]')).toHaveCount(1);
  const dashboard = nav().getByRole("link", { name: "Dashboard" });
  await expect(dashboard).not.toHaveAttribute("aria-current", /.*/);
  // Visibly too: the current link's background differs from the others'.
  const background = (link: typeof leads) =>
    link.evaluate((node) => getComputedStyle(node).backgroundColor);
  expect(await background(leads)).not.toBe(await background(dashboard));

  await page.goto("/admin");
  await expect(nav().getByRole("link", { name: "Dashboard" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(nav().locator('[aria-current="page"]')).toHaveCount(1);
});

test("every staff section link is whole on screen from tablet to wide desktop", async ({
  staffPage: page,
}) => {
  await page.goto("/admin");
  const nav = page.getByRole("navigation", { name: "Staff" });
  const links = nav.getByRole("link");
  await expect(links).toHaveCount(20); // the owner: every section, Staff to Account included
  for (const width of [768, 1024, 1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    // Nothing scrolled out of the nav, no label clipped or wrapped, every link inside the window.
    expect(await nav.evaluate((n) => n.scrollWidth - n.clientWidth), `nav at ${width}`).toBe(0);
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      const label = `${await link.textContent()} at ${width} px`;
      expect(box.x, label).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, label).toBeLessThanOrEqual(width);
      expect(box.height, label).toBeLessThan(40);
    }
  }
});

// The e2e server's only feed (IMPORT_FEEDS) is on a loopback port: every feed of a run fails.
for (const path of ["/blogs", "/admin"]) {
  test(`Auto-Fetch on ${path} waits for the run and reports each failed feed in plain words`, async ({
    staffPage: page,
  }) => {
    await page.goto(path);
    await page.getByRole("button", { name: "Auto-Fetch Latest Blogs" }).click();
    const report = page.getByRole("status", { name: "Auto-fetch result" });
    await expect(report).toContainText("No feed could be imported", { timeout: 30_000 });
    // /blogs says each feed's outcome in the report; the dashboard in its run list, refreshed.
    const feeds =
      path === "/blogs"
        ? report
        : page
            .getByRole("listitem")
            .filter({ hasText: / · manual · / })
            .first();
    await expect(feeds).toContainText("http://127.0.0.1:9/feed.xml");
    await expect(feeds).toContainText("refused: the address is not on the public internet");
    await expect(page.getByText(/triggered successfully/)).toHaveCount(0);
    await expect(page.getByText(/ECONNREFUSED|ENOTFOUND|getaddrinfo|Refused: 127/)).toHaveCount(0);
  });
}
