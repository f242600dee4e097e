// Writes that reach readers through deploy/nginx.conf's cache other than by a staff edit of a post:
// a post the cron publishes, and staff redirects (made over a cached address, or edited).
import { afterAll, beforeAll, expect, it } from "vitest";

import { postFields, startEdgeSite, type EdgeSite } from "./edge-site";
import { runOutbox, waitFor } from "./harness";

let e: EdgeSite;
beforeAll(async () => {
  e = await startEdgeSite();
});
afterAll(() => e?.stop());

/** Cached at nginx: a hit on its second request. */
async function cached(p: string) {
  await e.through(p);
  expect((await e.through(p)).status, p).toBe("HIT");
}

it("a post the cron publishes is on /, /blogs, RSS and the sitemap through nginx within 2 s", async () => {
  const title = `Cron edge ${Date.now()}`;
  const slug = title.toLowerCase().replaceAll(" ", "-");
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
  const fields = postFields(title, "<p>Scheduled.</p>", "scheduled", tomorrow);
  await e.action("lib/blog/admin-actions.ts", "createBlog", "/admin/create-blog", [], fields);
  // Due now, as if tomorrow had come.
  const due = await e.sql(
    "update blogs set publish_at = now() - interval '1 second' where slug = $1 returning id",
    [slug],
  );
  expect(due).toHaveLength(1);
  const pages = ["/", "/blogs", "/rss.xml", "/sitemap.xml"];
  for (const p of pages) await cached(p);

  const run = await runOutbox(e.site.base);
  expect(run.status).toBe(200);
  expect(((await run.json()) as { published: string[] }).published).toEqual([slug]);
  for (const p of pages) {
    await waitFor(async () => (await e.through(p)).html.includes(slug), `the post on ${p}`, 2000);
  }
});

/** Saves a staff redirect (a new one without `id`); the action's reply. */
const saveRedirect = (fromPath: string, to: string, id = "") =>
  e.action("lib/redirects/actions.ts", "saveRedirect", "/admin/redirects", [], {
    id,
    fromPath,
    to,
    status: "301",
  });
const location = async (p: string) => (await e.through(p)).response.headers.get("location");

it("a redirect made over an address nginx has cached is served there within 2 s", async () => {
  // The site's own pages and existing posts refuse a redirect (item 25): the cached page here is
  // a post's, removed from the database behind the cache's back, as a bulk delete would.
  const title = `Edge moved ${Date.now()}`;
  const from = `/blogs/${title.toLowerCase().replaceAll(" ", "-")}`;
  const fields = postFields(title, "<p>Moving.</p>", "published");
  await e.action("lib/blog/admin-actions.ts", "createBlog", "/admin/create-blog", [], fields);
  await waitFor(async () => (await e.through(from)).response.status === 200, "the post");
  await cached(from);
  await e.sql("delete from blogs where slug = $1", [from.slice("/blogs/".length)]);
  expect((await e.through(from)).status).toBe("HIT");
  expect(await saveRedirect(from, "/contact")).toContain("now redirects");
  await waitFor(
    async () => (await location(from))?.endsWith("/contact") ?? false,
    "the redirect",
    2000,
  );
  expect((await e.through(from)).response.status).toBe(301);
});

it("an edited redirect's new target is served through nginx within 2 s", async () => {
  const from = `/edge-old-${Date.now()}`;
  expect(await saveRedirect(from, "/contact")).toContain("now redirects");
  await waitFor(async () => (await location(from))?.endsWith("/contact") ?? false, "the redirect");
  expect((await e.through(from)).status).toBe("HIT");

  const [row] = await e.sql<{ id: string }>("select id from redirects where from_path = $1", [
    from,
  ]);
  expect(await saveRedirect(from, "/services", row!.id)).toContain("now redirects");
  await waitFor(
    async () => (await location(from))?.endsWith("/services") ?? false,
    "the edit",
    2000,
  );
});
