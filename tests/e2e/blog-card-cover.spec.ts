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
