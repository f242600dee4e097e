// A post without an image still gets a cover on its card: no empty hole in the grid (issue 17).
import { expect, test } from "./fixtures";

test("a card whose post has no image shows a generated cover of real size", async ({ page }) => {
  // The e2e database's "XSS sample" posts have no image_url.
  await page.goto("/blogs/search?q=XSS%20sample%200");
  const card = page.getByRole("article").filter({
    has: page.getByRole("heading", { name: "XSS sample 0", exact: true }),
  });
  await expect(card).toHaveCount(1);
  const cover = card.locator("[data-blog-cover]");
  await expect(cover).toBeVisible();
  const box = await cover.boundingBox();
  const cardBox = await card.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(100);
  // As wide as the card: the cover spans it, as an image cover does.
  expect(Math.round(box?.width ?? 0)).toBeGreaterThanOrEqual(Math.round((cardBox?.width ?? 0) - 2));
});

test("the list loads its first card's cover at once and the others lazily", async ({ page }) => {
  // On a phone the first card's cover is the largest paint: it must not wait for layout.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/blogs");
  const covers = page.getByRole("article").locator("img[data-blog-cover]");
  expect(await covers.count()).toBeGreaterThan(1);
  const first = page.getByRole("article").first().locator("img[data-blog-cover]");
  await expect(first).toHaveCount(1);
  await expect(first).toHaveAttribute("fetchpriority", "high");
  await expect(first).not.toHaveAttribute("loading", "lazy");
  const rest = await covers.evaluateAll((imgs) =>
    imgs.slice(1).map((img) => img.getAttribute("loading")),
  );
  expect(rest.length).toBeGreaterThan(0);
  expect(rest.every((loading) => loading === "lazy")).toBe(true);
});
