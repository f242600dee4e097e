import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";

import { expect, test } from "./staff-fixtures";

const image = (width: number, height: number, r: number) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 90, b: 160 } } })
    .png()
    .toBuffer();

test("staff upload a cover by the file picker and insert an inline image; the post shows both, sized", async ({
  staffPage: page,
}) => {
  await page.goto("/admin/create-blog");
  const title = `Media post ${Date.now()}`;
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Summary").fill("A post with uploaded images.");
  await page.getByLabel("Content", { exact: true }).fill("<p>Before the picture.</p>");

  // The cover: alt text, then the picker (a real file input, by its label).
  await page.locator("#cover-upload-alt").fill("A blue cover");
  await page.getByLabel("Upload a cover image").setInputFiles({
    name: "cover.jpg",
    mimeType: "image/jpeg",
    buffer: await image(1400, 700, 30),
  });
  await expect(page.getByRole("img", { name: "Current cover" })).toBeVisible();
  await expect(page.getByLabel("Or paste an image URL")).toHaveValue(
    /^\/media\/[0-9a-f-]{36}\/1400\.webp$/,
  );

  // An inline image, inserted at the end of the content.
  await page.getByRole("button", { name: "Insert image" }).click();
  await page.locator("#inline-upload-alt").fill("An inline diagram");
  await page.getByLabel("Choose an image to insert").setInputFiles({
    name: "diagram.png",
    mimeType: "image/png",
    buffer: await image(500, 250, 200),
  });
  await expect(page.getByText("Image inserted into the content.")).toBeVisible();
  await expect(page.getByLabel("Content", { exact: true })).toHaveValue(
    /<p>Before the picture\.<\/p>\n?<img src="\/media\/[0-9a-f-]{36}\/500\.webp" srcset="[^"]+" sizes="[^"]+" width="500" height="250" alt="An inline diagram">/,
  );

  await page.getByLabel("Status").selectOption("published"); // a new post starts as a draft
  await page.getByRole("button", { name: "Create Blog" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  const cover = page.locator("picture img");
  await expect(cover).toHaveAttribute("alt", "A blue cover");
  await expect(cover).toHaveAttribute("width", "1400");
  await expect(cover).toHaveAttribute("height", "700");
  await expect(page.locator('picture source[type="image/avif"]')).toHaveAttribute(
    "srcset",
    /320\.avif 320w, .*1400\.avif 1400w$/,
  );
  // In the article: the router keeps the create form hidden in the page (React Activity), its
  // live preview (the same image) included.
  const inline = page.getByRole("article").locator(".post-content img");
  await expect(inline).toHaveAttribute("alt", "An inline diagram");
  await expect(inline).toHaveAttribute("width", "500");
  await expect(inline).toHaveAttribute("height", "250");
  await expect(inline).toHaveAttribute("srcset", /320\.webp 320w, .*500\.webp 500w$/);
  await inline.scrollIntoViewIfNeeded();
  for (const img of [cover, inline]) {
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);
  }

  // The library lists both, used by the post, and will not delete them.
  await page.goto("/admin/media");
  const row = page.getByRole("row", { name: /diagram\.png/ });
  await expect(row.getByRole("link", { name: title })).toBeVisible();
  await row.getByRole("button", { name: "Delete “diagram.png”" }).click();
  await expect(
    row.getByText("This image is used by a post or a case study.", { exact: false }),
  ).toBeVisible();
  await expect(
    page.getByRole("row", { name: /cover\.jpg/ }).getByRole("link", { name: title }),
  ).toBeVisible();
});

for (const width of [1280, 375]) {
  test(`the upload controls and the media library have no axe violations at ${width} px`, async ({
    staffPage: page,
    guard,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const violations = async () =>
      (
        await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
          .analyze()
      ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    await page.goto("/admin/create-blog");
    await page.getByRole("button", { name: "Insert image" }).click();
    await expect(page.getByLabel("Choose an image to insert")).toBeVisible();
    // A refused file shows its message (and is checked with it on screen).
    await page.getByLabel("Upload a cover image").setInputFiles({
      name: "evil.png",
      mimeType: "image/png",
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
    });
    await expect(
      page.getByRole("alert").filter({ hasText: "not an image we accept" }),
    ).toBeVisible();
    expect(await violations()).toEqual([]);
    await page.goto("/admin/media");
    await expect(page.getByRole("heading", { level: 1, name: "Media" })).toBeVisible();
    expect(await violations()).toEqual([]);
    // The refused upload's 415, which Chromium prints as a failed resource, is this test's point.
    const others = guard.consoleErrors.filter(
      (l) => !/status of 415 .*\/api\/admin\/media$/.test(l),
    );
    guard.consoleErrors.splice(0, guard.consoleErrors.length, ...others);
  });
}
