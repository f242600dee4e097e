import { expect, test } from "./fixtures";
import { axeInBothThemes, axeRunsPerPage } from "./support/axe-themes";
import { budget } from "./support/budget";
import { checkJsonLd } from "./support/json-ld";
import { routes } from "./support/routes";

const seen = { titles: new Map<string, string>(), descriptions: new Map<string, string>() };

for (const route of routes) {
  test(`${route.path} meets the public-page quality bar`, async ({ page, guard }) => {
    // The first load, then one per theme for axe.
    test.setTimeout(budget({ navigations: 3, axe: axeRunsPerPage }));
    if (route.status === 404) guard.allowDocument404();
    const response = await page.goto(route.path, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(route.status);

    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toHaveText(route.h1);

    const title = await page.title();
    expect(title).toMatch(/ \| Nimbus Labs$/);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length ?? 0).toBeGreaterThan(50);
    // The browser chrome follows the system theme: the brand indigo by day, the page by night.
    const themeColor = (scheme: string) =>
      page.locator(`meta[name="theme-color"][media="(prefers-color-scheme: ${scheme})"]`);
    await expect(themeColor("light")).toHaveAttribute("content", /#4F46E5/i);
    await expect(themeColor("dark")).toHaveAttribute("content", /#0B0E17/i);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(1);

    if (route.status === 200) {
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`^https?://[^/]+${route.path === "/" ? "/?" : route.path}$`),
      );
      await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
        "content",
        /^https?:\/\//,
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
        "content",
        "summary_large_image",
      );
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const { nodes, problems } = checkJsonLd(blocks);
      expect(problems).toEqual([]);
      const types = nodes.map((node) => node["@type"]);
      expect(types).toContain(route.path === "/" ? "ProfessionalService" : "BreadcrumbList");
      if (route.path.startsWith("/services/"))
        expect(types).toEqual(expect.arrayContaining(["Service", "FAQPage"]));
    } else {
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute(
        "content",
        /noindex/,
      );
    }

    // Issue 17: no violation in either theme, on a phone or a desktop.
    expect(await axeInBothThemes(page)).toEqual([]);
  });
}

test("titles and descriptions are unique across pages", async ({ page }) => {
  test.setTimeout(budget({ navigations: routes.length }));
  for (const route of routes.filter((r) => r.status === 200)) {
    await page.goto(route.path);
    const title = await page.title();
    const description =
      (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
    expect(seen.titles.get(title), `title of ${route.path}`).toBeUndefined();
    expect(seen.descriptions.get(description), `description of ${route.path}`).toBeUndefined();
    seen.titles.set(title, route.path);
    seen.descriptions.set(description, route.path);
  }
});
