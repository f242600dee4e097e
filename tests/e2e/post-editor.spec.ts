import { budget } from "./support/budget";
import { expect, test } from "./staff-fixtures";
import { axeViolations } from "./support/axe";

// Issue 15: staff write a post in Markdown with the keyboard alone, watch the server-rendered
// preview follow, set its SEO fields, save, and the public page carries them.
test("a Markdown post written by keyboard, previewed live, with SEO fields on its page", async ({
  staffPage: page,
}) => {
  const title = `E2E markdown ${Date.now()}`;
  await page.goto("/admin/create-blog");
  const focused = (
    name: string | RegExp,
    role: "textbox" | "radio" | "button" | "checkbox" | "region" | "combobox" = "textbox",
  ) => expect(page.getByRole(role, { name, exact: typeof name === "string" })).toBeFocused();

  // The empty preview's first answer: the form is hydrated, keys reach React from here on.
  await expect(page.getByText("Preview updated.")).toBeAttached();
  await page.getByLabel("Title", { exact: true }).focus();
  await page.keyboard.type(title);
  await page.keyboard.press("Tab");
  await focused("Summary");
  await page.keyboard.type("Written in Markdown by the end-to-end test.");
  // The cover: its alt text, the file picker, the library, then the address field an upload fills.
  await page.keyboard.press("Tab");
  await focused("Alt text (describe the image for screen readers)");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Upload a cover image")).toBeFocused();
  await page.keyboard.press("Tab");
  await focused("Choose a cover from the library", "button");
  for (const name of ["Or paste an image URL", "Category", "Tags (Optional, comma separated)"]) {
    await page.keyboard.press("Tab");
    await focused(name);
  }
  // The format radios are one stop, Markdown chosen; then the labelled formatting buttons.
  await page.keyboard.press("Tab");
  await focused("Markdown", "radio");
  await expect(page.getByRole("radio", { name: "Markdown" })).toBeChecked();
  for (const name of ["Bold", "Italic", "Link", "Inline code", "Insert image"]) {
    await page.keyboard.press("Tab");
    await focused(name, "button");
  }
  await page.keyboard.press("Tab");
  await focused("Content");

  await page.keyboard.type("## Section\n\nPlain and ");
  // Ctrl+B wraps (here: a placeholder, selected) in **…**; typing replaces the selection.
  await page.keyboard.press("Control+b");
  await page.keyboard.type("strong");
  await expect(page.getByLabel("Content", { exact: true })).toHaveValue(
    "## Section\n\nPlain and **strong**",
  );

  const preview = page.getByRole("region", { name: "Rendered preview" });
  await expect(preview.getByRole("heading", { level: 2, name: "Section" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("strong");
  await expect(page.getByText("Preview updated.")).toBeVisible();
  // Raw HTML in Markdown goes through the sanitizer: shown as nothing that runs. (End: past the
  // closing ** the caret stayed before.)
  await page.keyboard.press("End");
  await page.keyboard.type(
    '\n\n<img src="javascript:alert(1)" onerror="alert(1)">[bad](javascript:alert(1))',
  );
  // The javascript: link loses its href (so it is no link at all); the img its src and so itself.
  await expect(preview.locator("a", { hasText: "bad" })).toBeVisible();
  await expect(preview.locator("a", { hasText: "bad" })).not.toHaveAttribute("href");
  await expect(preview.locator("img")).toHaveCount(0);

  // On to the preview (focusable, to scroll it) and the SEO section.
  await page.keyboard.press("Tab");
  await focused("Rendered preview", "region");
  await page.keyboard.press("Tab");
  await focused("SEO title");
  const seoTitle = "Markdown editing, checked end to end";
  await page.keyboard.type(seoTitle);
  await expect(page.getByText(/^50 characters with “ \| Nimbus Labs”: good/)).toBeVisible();
  await page.keyboard.press("Tab");
  await focused("Meta description");
  const description =
    "Staff write posts in Markdown with a live preview; this one checks the SEO fields.";
  await page.keyboard.type(description);
  await expect(page.getByText(/^\d+ characters: too short \(aim for 120–160\)\./)).toBeVisible();
  await page.keyboard.press("Tab");
  await focused("Canonical URL");
  await page.keyboard.press("Tab");
  await focused("Share image URL");
  await page.keyboard.press("Tab");
  await focused("Choose a share image from the library", "button");
  await page.keyboard.press("Tab");
  await focused(/Hide from search engines/, "checkbox");
  await page.keyboard.press("Space");
  // A new post starts as a draft; typing "p" on the status picks "Published".
  await page.keyboard.press("Tab");
  await focused("Status", "combobox");
  await page.keyboard.type("p");
  await expect(page.getByLabel("Status")).toHaveValue("published");
  await page.keyboard.press("Tab");
  await focused("Author", "combobox");
  await page.keyboard.press("Tab");
  await focused("Create Blog", "button");
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/blogs\/e2e-markdown-\d+$/, { timeout: 20_000 });
  const slug = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByRole("heading", { level: 2, name: "Section" })).toBeVisible();
  await expect(page).toHaveTitle(`${seoTitle} | Nimbus Labs`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", description);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const ogImage = page.locator('meta[property="og:image"]');
  await expect(ogImage).toHaveAttribute("content", new RegExp(`/blogs/${slug}/opengraph-image$`));

  // No share image and no cover: the generated one, a PNG; unknown posts have none.
  const image = await page.request.get(`/blogs/${slug}/opengraph-image`);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  expect((await page.request.get("/blogs/no-such-post-e2e/opengraph-image")).status()).toBe(404);
  // Left out of the sitemap.
  expect(await (await page.request.get("/sitemap.xml")).text()).not.toContain(`/blogs/${slug}<`);

  // Editing shows the Markdown source and the SEO fields as saved.
  await page.goto(`/admin/blogs?q=${encodeURIComponent(title)}`);
  await page.getByRole("link", { name: `Edit “${title}”` }).click();
  await expect(page.getByLabel("Content", { exact: true })).toHaveValue(
    /^## Section\n\nPlain and \*\*strong\*\*/,
  );
  await expect(page.getByRole("radio", { name: "Markdown" })).toBeChecked();
  await expect(page.getByLabel("SEO title")).toHaveValue(seoTitle);
  await expect(page.getByRole("checkbox", { name: /Hide from search engines/ })).toBeChecked();
});

test("at phone width the editor and preview are tabs, moved between with the arrow keys", async ({
  staffPage: page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/admin/create-blog");
  await expect(page.getByText("Preview updated.")).toBeAttached();
  await page.getByLabel("Content", { exact: true }).fill("# Phone heading");
  const write = page.getByRole("tab", { name: "Write" });
  await expect(write).toHaveAttribute("aria-selected", "true");
  await write.focus();
  await page.keyboard.press("ArrowRight");
  const previewTab = page.getByRole("tab", { name: "Live preview" });
  await expect(previewTab).toBeFocused();
  await expect(previewTab).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Content", { exact: true })).toBeHidden();
  await expect(
    page
      .getByRole("region", { name: "Rendered preview" })
      .getByRole("heading", { name: "Phone heading" }),
  ).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByLabel("Content", { exact: true })).toBeVisible();
  // The pane's tab and the signed page preview are told apart by their names (issue 23, 29).
  await expect(page.getByRole("button", { name: "Preview page" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Preview", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Preview", exact: true })).toHaveCount(0);
});

for (const width of [1280, 375]) {
  test(`the editor passes axe at ${width} px, with a preview showing`, async ({
    staffPage: page,
  }) => {
    test.setTimeout(budget({ navigations: 1, axe: 1 }));
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/create-blog");
    await page.getByLabel("Content", { exact: true }).fill("## A heading\n\nSome **text**.");
    await expect(page.getByText("Preview updated.")).toBeAttached();
    const violations = await axeViolations(page);
    expect(violations).toEqual([]);
  });
}
