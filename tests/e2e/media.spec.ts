import sharp from "sharp";

import { expect, test } from "./staff-fixtures";
import { axeViolations } from "./support/axe";

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
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete image" }).click();
  await expect(
    row.getByText("This image is used by a post, a case study or a testimonial.", { exact: false }),
  ).toBeVisible();
  await expect(
    page.getByRole("row", { name: /cover\.jpg/ }).getByRole("link", { name: title }),
  ).toBeVisible();
});

test("the library: upload on the page, copy an address, delete only after confirming (keyboard)", async ({
  staffPage: page,
}) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/admin/media");
  const name = `library-${Date.now()}.png`;
  await page.locator("#library-upload-alt").fill("A teal square");
  await page.getByLabel("Choose an image to upload").setInputFiles({
    name,
    mimeType: "image/png",
    buffer: await image(800, 800, 10),
  });
  await expect(page.getByText(/^Uploaded\. It is first in the list/)).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(name.replace(".", "\\.")) });
  await expect(row).toBeVisible();
  await expect(row.getByText("Not used")).toBeVisible();

  // Its address, shown and copied; it serves the image.
  const address = row.getByRole("textbox", { name: `Address of “${name}”` });
  await expect(address).toHaveValue(/^\/media\/[0-9a-f-]{36}\/800\.webp$/);
  await row.getByRole("button", { name: `Copy the address of “${name}”` }).click();
  await expect(row.getByText("Address copied.")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await address.inputValue());
  const served = await page.request.get(copied);
  expect([served.status(), served.headers()["content-type"]]).toEqual([200, "image/webp"]);

  // Delete asks first: Escape keeps the image; confirming by keyboard removes it.
  const remove = row.getByRole("button", { name: `Delete “${name}”` });
  await remove.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog", { name: "Delete this image?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();
  await expect(remove).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Delete image" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("row", { name: new RegExp(name.replace(".", "\\.")) })).toHaveCount(
    0,
  );
  expect((await page.request.get(copied)).status()).toBe(404);
});

test("a share image picked from the library, with its size hint; crawlers get its real size and alt", async ({
  staffPage: page,
}) => {
  const shareName = `share-${Date.now()}.png`;
  await page.goto("/admin/media");
  await page.locator("#library-upload-alt").fill("A team at a whiteboard");
  await page.getByLabel("Choose an image to upload").setInputFiles({
    name: shareName,
    mimeType: "image/png",
    buffer: await image(1200, 630, 90),
  });
  await expect(
    page.getByRole("row", { name: new RegExp(shareName.replace(".", "\\.")) }),
  ).toBeVisible();

  await page.goto("/admin/create-blog");
  const title = `Share pick ${Date.now()}`;
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Summary").fill("A post whose share image comes from the library.");
  await page.getByLabel("Content", { exact: true }).fill("<p>Body.</p>");
  await expect(page.getByText(/1200 × 630 px recommended/)).toBeVisible();
  await page.getByRole("button", { name: "Choose a share image from the library" }).click();
  const picker = page.getByRole("dialog", { name: "Choose a share image from the library" });
  await expect(picker.getByText(/1200 × 630 px \(1\.91:1\)/)).toBeVisible();
  await picker
    .getByRole("button", { name: `Use “${shareName}” (1200 × 630 px)`, exact: true })
    .click();
  await expect(picker).toBeHidden();
  await expect(page.getByLabel("Share image URL")).toHaveValue(
    /^\/media\/[0-9a-f-]{36}\/1200\.webp$/,
  );
  const shareUrl = await page.getByLabel("Share image URL").inputValue();
  await page.getByLabel("Status").selectOption("published");
  await page.getByRole("button", { name: "Create Blog" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // What a crawler gets: the page's HTML as served, no script run.
  const html = await (await page.request.get(new URL(page.url()).pathname)).text();
  const meta = (property: string) =>
    [...html.matchAll(/<meta\s[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => tag.includes(`property="${property}"`) || tag.includes(`name="${property}"`))
      .map((tag) => /content="([^"]*)"/.exec(tag)?.[1]);
  expect(meta("og:image")).toEqual([expect.stringMatching(new RegExp(`${shareUrl}$`))]);
  expect(meta("og:image:width")).toEqual(["1200"]);
  expect(meta("og:image:height")).toEqual(["630"]);
  expect(meta("og:image:alt")).toEqual(["A team at a whiteboard"]);

  // The library names the post, as a link to its editor; the image cannot be deleted.
  await page.goto("/admin/media");
  const row = page.getByRole("row", { name: new RegExp(shareName.replace(".", "\\.")) });
  await row.getByRole("button", { name: `Delete “${shareName}”` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete image" }).click();
  await expect(row.getByText("This image is used by a post", { exact: false })).toBeVisible();
  await row.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(/\/admin\/blogs\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByLabel("Share image URL")).toHaveValue(shareUrl);
});

for (const width of [1280, 375]) {
  test(`the upload controls and the media library have no axe violations at ${width} px`, async ({
    staffPage: page,
    guard,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const violations = () => axeViolations(page);
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
    // The library picker, open (whatever the library holds by now).
    await page.getByRole("button", { name: "Choose a share image from the library" }).click();
    const picker = page.getByRole("dialog", { name: "Choose a share image from the library" });
    await expect(picker.locator('[aria-busy="false"]')).toBeAttached();
    expect(await violations()).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(picker).toBeHidden();
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
