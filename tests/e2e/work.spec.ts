import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";

import { expect, test } from "./staff-fixtures";
import { axeViolations } from "./support/axe";

const png = (width: number, height: number, r: number) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 90, b: 160 } } })
    .png()
    .toBuffer();
const status = async (request: APIRequestContext, path: string) =>
  (await request.get(path, { maxRedirects: 0 })).status();
const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );

// Issue 16's "Done when": staff create a case study with images and results and publish it; it is
// on /work under its category (with and without JavaScript), on the home strip (featured), on the
// page of the service it used, in the sitemap; its page is axe-clean at 1280 and 375 px and its
// JSON-LD links to the Organization; unpublishing removes it everywhere.
test("a case study is created with images and results, shows everywhere, then unpublished", async ({
  staffPage: page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const title = `Case study ${stamp}`;
  const slug = `case-study-${stamp}`;

  await page.goto("/admin/work/new");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel(/^Client/).fill("A fictional insurer");
  await page.getByLabel("Summary").fill("Claims triage with an assistant, for the e2e test.");
  await page.getByLabel("AI Solutions").check();
  await page.getByLabel("AI Integrations").check();
  // The cover's alt text is asked once (issue 23, 29): beside the gallery's, no second field.
  await expect(page.getByRole("textbox", { name: /alt text/i })).toHaveCount(2);
  await page.getByLabel("Cover description (alt text)").fill("A blue cover");
  await page.getByLabel("Upload a cover image").setInputFiles({
    name: "work-cover.png",
    mimeType: "image/png",
    buffer: await png(1200, 630, 30),
  });
  await expect(page.getByRole("img", { name: "Current cover" })).toBeVisible();
  await page.locator("#challenge").fill("Claims waited **days** for a first look.");
  await page.locator("#approach").fill("An assistant drafts the triage; a person decides.");
  await page.locator("#outcome").fill("Claims are triaged the same day.");
  await page.getByRole("button", { name: "Add a result" }).click();
  await page.getByLabel("Result 1 label").fill("Time to triage");
  await page.getByLabel("Result 1 value").fill("−80 %");
  for (const [i, alt] of ["First screen", "Second screen"].entries()) {
    await page.locator("#gallery-upload-alt").fill(alt);
    await page.getByLabel("Add an image to the gallery").setInputFiles({
      name: `screen-${i}.png`,
      mimeType: "image/png",
      buffer: await png(800, 600, 100 + i * 60),
    });
    await expect(page.getByRole("list", { name: "Gallery images" }).getByRole("img")).toHaveCount(
      i + 1,
    );
  }
  await page.getByLabel("Status").selectOption("published");
  await page.getByLabel("Featured on the home page").check();
  await page.getByLabel(/^Sort order/).fill("-100");
  await page.getByRole("button", { name: "Create case study" }).click();
  await expect(page).toHaveURL(new RegExp(`/work/${slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // Its page: results as stat cards, sections, the gallery's lightbox by keyboard. A full load:
  // the router keeps the admin form hidden in the page (React Activity), its preview included.
  await page.goto(`/work/${slug}`);
  await expect(page.getByRole("img", { name: "A blue cover" })).toBeVisible();
  await expect(page.getByText("−80 %")).toBeVisible();
  await expect(page.locator("strong", { hasText: "days" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Start a similar project" })).toHaveAttribute(
    "href",
    "/book-service?service=ai-integrations",
  );
  const thumb = page.getByRole("link", { name: "First screen" });
  await thumb.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Gallery" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("1 of 2: First screen")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByText("2 of 2: Second screen")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(thumb).toBeFocused();

  // JSON-LD parses; the CreativeWork's provider is the home page's Organization node.
  const nodes = await jsonLd(page);
  const work = nodes.find((n) => n["@type"] === "CreativeWork")!;
  expect(work).toBeTruthy();
  expect(nodes.some((n) => n["@type"] === "BreadcrumbList")).toBe(true);
  await page.goto("/");
  const org = (await jsonLd(page)).find((n) => n["@type"] === "ProfessionalService")!;
  expect((work.provider as { "@id": string })["@id"]).toBe(org["@id"]);
  expect(
    (work.about as { url?: string }[]).some((a) => a.url?.endsWith("/services/ai-integrations")),
  ).toBe(true);

  // axe at 1280 and 375 px.
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/work/${slug}`);
    const violations = await axeViolations(page);
    expect(violations, `${width}px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // /work and its category, with JavaScript (the client router) …
  const card = (p: Page) => p.getByRole("link", { name: title });
  const filter = (p: Page, name: string) =>
    p.getByRole("navigation", { name: "Filter projects by category" }).getByRole("link", { name });
  await page.goto("/work");
  await expect(card(page)).toBeVisible();
  await filter(page, "Web Development").click();
  await expect(page).toHaveURL(/\/work\/category\/web-development$/);
  await expect(card(page)).toHaveCount(0);
  await filter(page, "AI Solutions").click();
  await expect(page).toHaveURL(/\/work\/category\/ai-solutions$/);
  await expect(card(page)).toBeVisible();
  // … and without.
  const noJs = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const plain = await noJs.newPage();
  await plain.goto("/work");
  await filter(plain, "AI Solutions").click();
  await expect(plain).toHaveURL(/\/work\/category\/ai-solutions$/);
  await expect(card(plain)).toBeVisible();
  await plain.goto("/work?category=ai-solutions");
  await expect(plain).toHaveURL(/\/work\/category\/ai-solutions$/);
  await expect(card(plain)).toBeVisible();
  await noJs.close();

  // Home strip (featured), its service page, the sitemap.
  const everywhere = async (present: boolean) => {
    await page.goto("/");
    const strip = page.getByRole("region", { name: "Selected work" });
    await expect(strip.getByRole("link", { name: title })).toHaveCount(present ? 1 : 0);
    await page.goto("/services/ai-integrations");
    await expect(card(page)).toHaveCount(present ? 1 : 0);
    await page.goto("/work");
    await expect(card(page)).toHaveCount(present ? 1 : 0);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap.includes(`/work/${slug}<`)).toBe(present);
    expect(await status(request, `/work/${slug}`)).toBe(present ? 200 : 404);
  };
  await everywhere(true);

  // Unpublish: gone from every page at once.
  await page.goto("/admin/work");
  const row = page.getByRole("row").filter({ hasText: title });
  const edit = (await row.getByRole("link", { name: `Edit “${title}”` }).getAttribute("href"))!;
  await page.goto(edit);
  // The live preview renders once the form is hydrated: a change made before would be reset.
  await expect(page.getByRole("region", { name: "Rendered preview: The challenge" })).toContainText(
    "Claims waited",
  );
  // The one description given is the one stored with the study.
  await expect(page.getByLabel("Cover description (alt text)")).toHaveValue("A blue cover");
  await page.getByLabel("Status").selectOption("draft");
  await page.getByRole("button", { name: "Save case study" }).click();
  await expect(page).toHaveURL(/\/admin\/work$/);
  await everywhere(false);
});

// Preview shows the form as it is, unsaved: a study never saved, then an unsaved edit of a saved
// draft (not its saved version), through a signed link that only staff can open.
test("the case-study preview shows the form's unsaved values, to staff only", async ({
  staffPage: page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const title = `Preview study ${stamp}`;
  const openPreview = async () => {
    await page.getByRole("button", { name: "Preview page" }).click();
    const link = page.getByRole("link", { name: /Open preview link/ });
    await expect(link).toBeVisible();
    const path = (await link.getAttribute("href"))!;
    expect(path).toMatch(/^\/admin\/preview\/work\/[\w-]+\.[\w-]+\.[\w-]+$/);
    const preview = await page.context().newPage();
    const response = await preview.goto(path);
    expect(response?.headers()["cache-control"]).toContain("no-store");
    expect(response?.headers()["x-robots-tag"]).toContain("noindex");
    return { preview, path };
  };

  await page.goto("/admin/work/new");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Summary").fill("Seen before it was ever saved.");
  await page.getByLabel("Web Development").first().check();
  await page.locator("#challenge").fill("An **unsaved** challenge.");
  await page.locator("#approach").fill("An approach.");
  await page.locator("#outcome").fill("An outcome.");
  const fresh = await openPreview();
  await expect(fresh.preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(fresh.preview.locator("strong", { hasText: "unsaved" })).toBeVisible();
  await fresh.preview.close();

  await page.getByRole("button", { name: "Create case study" }).click();
  await expect(page).toHaveURL(/\/admin\/work$/);
  const row = page.getByRole("row").filter({ hasText: title });
  const edit = (await row.getByRole("link", { name: `Edit “${title}”` }).getAttribute("href"))!;
  await page.goto(edit);
  // The live preview renders once the form is hydrated: a change made before would be reset.
  await expect(page.getByRole("region", { name: "Rendered preview: The challenge" })).toContainText(
    "An unsaved challenge.",
  );
  await page.getByLabel("Title", { exact: true }).fill(`${title} edited`);
  await page.locator("#challenge").fill("The *edited* challenge, not saved.");
  const edited = await openPreview();
  await expect(
    edited.preview.getByRole("heading", { level: 1, name: `${title} edited` }),
  ).toBeVisible();
  await expect(edited.preview.getByText("challenge, not saved.")).toBeVisible();
  await expect(edited.preview.getByText("An unsaved challenge.")).toHaveCount(0);
  await edited.preview.close();

  // Signed out, the link gives nothing but the sign-in; a tampered one is a 404.
  const stranger = await browser.newContext({ baseURL });
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(edited.path);
  await expect(strangerPage).toHaveURL(/\/admin\/login\?next=/);
  await expect(strangerPage.getByText(title)).toHaveCount(0);
  await stranger.close();
  expect((await page.request.get(`${edited.path.slice(0, -2)}xx`)).status()).toBe(404);
});
