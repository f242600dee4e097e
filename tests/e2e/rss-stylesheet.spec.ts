// Issue 23 item 29: a person who opens /rss.xml in a browser reads a page, not raw XML.
import { expect, test } from "./fixtures";

test("/rss.xml opened in Chromium is a readable page of the posts, under the feed's own CSP", async ({
  page,
  request,
}) => {
  const unescape = (text: string) =>
    text
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&");

  // The feed read, then shown: once more when another spec changed it in between (a post renamed
  // by redirects.spec.ts moves its link). Chromium hands Playwright the transformed page, not the
  // XML, so the two are separate requests.
  await expect(async () => {
    // The newest post as the feed itself lists it.
    const xml = await (await request.get("/rss.xml")).text();
    const item = /<item>\s*<title>([^<]+)<\/title>\s*<link>([^<]+)<\/link>/.exec(xml);
    expect(item, "the feed lists a post").not.toBeNull();
    const [, title, link] = item!;

    await page.goto("/rss.xml");
    await expect(page.getByRole("heading", { level: 1, name: /Tech Blog/ })).toBeVisible();
    await expect(page.getByText(/paste its address into a feed reader/i)).toBeVisible();
    const post = page.getByRole("link", { name: unescape(title!), exact: true }).first();
    await expect(post).toBeVisible();
    await expect(post).toHaveAttribute("href", unescape(link!), { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  // The fixture's guard fails the test on any console error, CSP violations included.
});
