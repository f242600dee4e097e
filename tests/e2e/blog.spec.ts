import { bare as plain, expect, test } from "./fixtures";
import { XSS_CHUNK, xssPayloads, xssSlug, xssWorkSlug } from "./support/xss-corpus";

const firstPost = "/blogs/moving-a-marketing-site-to-the-nextjs-app-router-without-losing-rankings";

test("/blogs lists posts newest first with the spec's card parts", async ({ page }) => {
  await page.goto("/blogs");
  await expect(page.getByRole("heading", { level: 1, name: "Tech Blog Hub" })).toBeVisible();
  const cards = page.locator("article");
  await expect(cards).toHaveCount(12);
  const first = cards.first();
  await expect(first.getByRole("heading", { name: /Moving a Marketing Site/ })).toBeVisible();
  await expect(first.getByText("Manual", { exact: true })).toBeVisible();
  await expect(first.getByText("August 28, 2025")).toBeVisible();
  await expect(first.getByRole("link", { name: /Read More/ })).toHaveAttribute("href", firstPost);
  await expect(page.getByText("No summary available")).toHaveCount(1);
  await expect(page.getByText("Auto", { exact: true }).first()).toBeVisible();
  // Page 2 continues the list: other tests may add posts meanwhile, so no fixed count, but
  // never a post of page 1 again.
  const firstPage = await cards.getByRole("heading").allTextContents();
  await page
    .getByRole("navigation", { name: "Blog pages" })
    .getByRole("link", { name: "Next" })
    .click();
  await expect(page).toHaveURL(/\/blogs\/page\/2$/);
  // Exact: Next's route announcer reads the new title ("Tech Blog Hub, page 2 | …") too.
  await expect(page.getByText("Page 2", { exact: true })).toBeVisible();
  const secondPage = await cards.getByRole("heading").allTextContents();
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage.length).toBeLessThanOrEqual(12);
  expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
});

test("search filters live, keeps ?q= in the URL, and shows the empty state", async ({ page }) => {
  await page.goto("/blogs");
  const box = page.getByRole("searchbox", { name: "Search blogs" });
  await expect(box).toHaveAttribute("placeholder", "Search blogs...");
  await box.fill("TRIGRAM");
  await expect(page).toHaveURL(/\/blogs\/search\?q=TRIGRAM/);
  // By role: Next keeps the list just left in the DOM, hidden, for going back.
  await expect(page.getByRole("article")).toHaveCount(1);
  await box.fill("zzz-nothing-matches");
  await expect(page.getByRole("heading", { name: "No blogs found" })).toBeVisible();
  await expect(page.getByText("Try adjusting your search or create a new blog")).toBeVisible();
  // A shared or reloaded search shows its query in the box.
  await page.goto("/blogs/search?q=TRIGRAM");
  await expect(box).toHaveValue("TRIGRAM");
  await expect(page.getByRole("article")).toHaveCount(1);
});

plain.describe("without JavaScript", () => {
  plain.use({ javaScriptEnabled: false });
  plain("the search form still works", async ({ page }) => {
    await page.goto("/blogs");
    await page.getByRole("searchbox", { name: "Search blogs" }).fill("discovery");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/q=discovery/);
    await expect(page.locator("article")).toHaveCount(1);
  });
});

test("a search's results are kept out of indexes, their links followed, canonical /blogs", async ({
  request,
}) => {
  const html = await (await request.get("/blogs/search?q=design")).text();
  expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/blogs"/);
  // The list itself stays indexable.
  expect(await (await request.get("/blogs")).text()).not.toMatch(/<meta name="robots"/);
});

test("a post shows every part the spec lists", async ({ page }) => {
  await page.goto(firstPost);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Moving a Marketing Site/);
  await expect(page.getByText("Manual", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Why we moved" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Tags" })).toBeVisible();
  // Stored as slugs, read as names.
  const tags = page.getByRole("region", { name: "Tags" }).getByRole("listitem");
  await expect(tags).toHaveText(["Next.js", "SEO", "Migration"]);
  await expect(page.getByRole("link", { name: "Back to Blogs" }).first()).toHaveAttribute(
    "href",
    "/blogs",
  );
  await expect(page.getByRole("link", { name: "Explore More Blogs" })).toBeVisible();
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical).toMatch(/\/blogs\/moving-a-marketing-site/);
  await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
    "content",
    /2025-08-28/,
  );
});

test("an imported post links its source and points its canonical there", async ({ page }) => {
  await page.goto("/blogs/the-state-of-html-forms-in-modern-browsers");
  await expect(page.getByText("Auto-Generated")).toBeVisible();
  await expect(page.getByRole("link", { name: /Source/ })).toHaveAttribute(
    "rel",
    "noopener nofollow",
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    "https://news.example/articles/state-of-html-forms",
  );
});

// proxy.ts answers unknown slugs before the route's shell streams, so even the first request for
// a never-seen slug is a 404 (vercel/next.js#95380 would otherwise make it a 200).
test("an unknown post: 'Blog not found', Back to Blogs, noindex, 404 from the first request", async ({
  page,
  guard,
  request,
}) => {
  guard.allowDocument404();
  const first = await page.goto("/blogs/this-post-does-not-exist");
  expect(first?.status()).toBe(404);
  await expect(page.locator(`meta[name="robots"][content*="noindex"]`).first()).toBeAttached();
  await expect(page.getByRole("heading", { name: "Blog not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Blogs" })).toHaveAttribute("href", "/blogs");
  expect((await request.get("/blogs/this-post-does-not-exist")).status()).toBe(404);
});

plain("odd ?page= and ?q= values get a normal page", async ({ request }) => {
  for (const query of [
    "page=-1",
    "page=0",
    "page=abc",
    "page=99999999999999999999",
    "page=1e9",
    "page=1&page=2",
    `q=${"x".repeat(10_000)}`,
    "q=%27%3B%20drop%20table%20blogs%3B--",
    "q=%25%5F%5C",
    "q=%00%1f",
  ]) {
    const response = await request.get(`/blogs?${query}`);
    // Redirected to /blogs, /blogs/page/N (a 404 past the last page) or /blogs/search?q=.
    expect([200, 404], query).toContain(response.status());
    expect(await response.text(), query).not.toContain("Failed to fetch blogs");
  }
});

const chunks = Math.ceil(xssPayloads().length / XSS_CHUNK);
// Every payload of the corpus is also sanitized and checked without a browser
// (tests/unit/sanitize-corpus.test.ts); here the browser proves that none of them runs. A page
// holds XSS_CHUNK payloads, so the navigations stay few and the budget grows with the pages.
// Case studies render their stored sections the same way: the same payloads, on their pages.
const xssPages = Array.from({ length: chunks }, (_, i) => [
  { url: `/blogs/${xssSlug(i)}`, title: `XSS sample ${i}` },
  { url: `/work/${xssWorkSlug(i)}`, title: `XSS case study ${i}` },
]).flat();
plain(
  `stored XSS payloads stay inert in posts and case studies (${xssPayloads().length} from the corpus, ${xssPages.length} pages)`,
  async ({ page, baseURL }) => {
    plain.setTimeout(30_000 + xssPages.length * 30_000);
    const origin = new URL(baseURL!).origin;
    // Payloads may point at other hosts; nothing may leave the machine.
    await page.route(
      (url) => url.origin !== origin,
      (route) => route.abort(),
    );
    await page.addInitScript(() => {
      const flag = () => ((window as unknown as { __xss: boolean }).__xss = true);
      window.alert = window.confirm = window.prompt = flag as never;
      window.print = flag;
    });
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // Two frames after the load event: every image has loaded or failed (onerror/onload ran),
    // autofocus and animation handlers have had their turn.
    const settled = () =>
      page.evaluate(
        () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
      );
    for (const { url, title } of xssPages) {
      await page.goto(url, { waitUntil: "load" });
      // The page's own title: in its article's header (a post's content has no header element).
      await expect(page.locator("article header h1")).toHaveText(title);
      await settled();
      await page
        .locator(".post-content")
        .first()
        .hover({ position: { x: 20, y: 20 } });
      await settled();
      expect(new URL(page.url()).pathname, "no navigation").toBe(url);
      expect(
        await page.evaluate(() => (window as unknown as { __xss?: boolean }).__xss ?? false),
        url,
      ).toBe(false);
      const live = await page
        .locator(".post-content")
        .evaluateAll(
          (els) =>
            els.flatMap((el) => [
              ...el.querySelectorAll(
                "script, iframe, object, embed, form, [onerror], [onload], [onmouseover], [style]",
              ),
            ]).length,
        );
      expect(await page.locator(".post-content").count(), url).toBeGreaterThan(0);
      expect(live, url).toBe(0);
    }
    expect(dialogs).toEqual([]);
  },
);
