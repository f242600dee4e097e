import { E2E_STAFF, expect, test } from "./staff-fixtures";

test("signing in returns to the page that asked for it", async ({ page }) => {
  await page.goto("/admin/create-blog");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fcreate-blog$/);
  await page.getByLabel("E-mail").fill(E2E_STAFF.email);
  await page.getByLabel("Password").fill("wrong password");
  await page.getByRole("button", { name: "Sign in" }).click();
  // (Next's route announcer is an empty role=alert too.)
  // scrypt runs per attempt on purpose; allow for a busy CI machine.
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText(
    "Incorrect e-mail or password.",
    { timeout: 20_000 },
  );
  await page.getByLabel("Password").fill(E2E_STAFF.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/create-blog$/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1, name: "New post" })).toBeVisible();
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
});

test("staff create a post and land on it", async ({ staffPage: page }) => {
  await page.goto("/admin/create-blog");
  await page.getByRole("button", { name: "Create Blog" }).click();
  await expect(page.getByText("Title is required")).toBeVisible();
  const title = `E2E post ${Date.now()}`;
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Summary").fill("Written by the end-to-end test.");
  await page.getByLabel("Tags (Optional, comma separated)").fill("e2e, testing");
  await page.getByLabel("Content", { exact: true }).fill("<h2>Section</h2><p>Body text.</p>");
  await page.getByLabel("Status").selectOption("published"); // a new post starts as a draft
  await page.getByRole("button", { name: "Create Blog" }).click();
  await expect(page.getByText("Blog created successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/blogs\/e2e-post-\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Section" })).toBeVisible();
  await page.goto(`/blogs?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
});

// Issue 23, item 29: staff write posts; "Blog" stays the name of the visitors' section.
// The product spec's own texts on the create form stay as it names them.
test("staff labels call what staff write a post, not a blog", async ({ staffPage: page }) => {
  await page.goto("/admin/create-blog");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "New post" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Back to Blogs" })).toHaveAttribute("href", "/blogs");
  await expect(main.getByRole("button", { name: "Create Blog" })).toBeVisible();

  await page.goto("/admin/blogs");
  await expect(main.getByRole("link", { name: "New post" })).toHaveAttribute(
    "href",
    "/admin/create-blog",
  );
  await expect(main.getByRole("table", { name: "Posts, newest first" })).toBeVisible();

  await page.goto("/blogs");
  await expect(page.getByRole("link", { name: "New post" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Auto-Fetch Latest Blogs" })).toBeVisible();
});

test("the Auto-Fetch button is for staff only and reports the run", async ({
  browser,
  staffPage: page,
}) => {
  const visitor = await browser.newPage();
  await visitor.goto("/blogs");
  await expect(visitor.getByRole("heading", { level: 1, name: "Tech Blog Hub" })).toBeVisible();
  await expect(visitor.getByRole("button", { name: "Auto-Fetch Latest Blogs" })).toHaveCount(0);
  await visitor.close();

  await page.goto("/blogs");
  await page.getByRole("button", { name: "Auto-Fetch Latest Blogs" }).click();
  // The e2e server's one feed cannot be fetched (staff-chrome.spec.ts has the per-feed report).
  await expect(
    page.getByRole("status", { name: "Auto-fetch result" }).getByText(/^No feed could be imported/),
  ).toBeVisible();
});

test("the SEO dashboard analyses this site's pages only", async ({ staffPage: page }) => {
  await page.goto("/admin/seo");
  const url = page.getByLabel("Page URL");
  await url.fill("https://evil.example/");
  await page.getByRole("button", { name: "Analyze", exact: true }).click();
  await expect(page.getByText("Only pages of this site can be analysed")).toBeVisible();
  await url.fill("/services");
  await page.getByRole("button", { name: "Analyze", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Canonical link" })).toBeVisible();
  await expect(page.getByText("Passed")).toBeVisible();

  await page.getByRole("tab", { name: "Page Overview" }).click();
  await expect(page.getByRole("list", { name: "Static pages" }).getByRole("button")).toHaveCount(
    12,
  );
  await page.getByRole("tab", { name: "Keywords" }).click();
  await expect(page.getByRole("heading", { name: "Technical keywords" })).toBeVisible();

  await page.getByRole("tab", { name: "Sitemap" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Generate Sitemap" }).click();
  expect((await download).suggestedFilename()).toBe("sitemap.xml");
  await expect(page.getByText("Sitemap generated and downloaded successfully!")).toBeVisible();
  await expect(page.getByText(/Last generated: [A-Z][a-z]+ \d+, \d{4}/)).toBeVisible();
});

test("a brand-new post's first full load runs its scripts under its cached policy", async ({
  browser,
  staffPage: page,
}) => {
  const title = `E2E cached ${Date.now()}`;
  await page.goto("/admin/create-blog");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Summary").fill("Written by the end-to-end test.");
  await page.getByLabel("Content", { exact: true }).fill("<p>Cached body.</p>");
  await page.getByLabel("Status").selectOption("published"); // a new post starts as a draft
  await page.getByRole("button", { name: "Create Blog" }).click();
  await expect(page).toHaveURL(/\/blogs\/e2e-cached-\d+$/);
  const path = new URL(page.url()).pathname;

  // A visitor's full page load: any console error or CSP violation fails the test.
  const visitor = await browser.newPage();
  const errors: string[] = [];
  await visitor.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    ),
  );
  visitor.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  visitor.on("pageerror", (e) => errors.push(e.message));
  const response = await visitor.goto(path);
  const scriptSrc = /script-src [^;]+/.exec(response?.headers()["content-security-policy"] ?? "");
  expect(scriptSrc?.[0]).toMatch(/^script-src 'self' 'sha256-/);
  expect(scriptSrc?.[0]).not.toMatch(/nonce-|unsafe-/);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // Hydrated: a link is followed by the client router, without a new document.
  await visitor.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await visitor.getByRole("link", { name: "Our Services" }).first().click();
  await expect(visitor).toHaveURL(/\/services$/);
  expect(await visitor.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  await visitor.close();
  expect(errors).toEqual([]);
});
