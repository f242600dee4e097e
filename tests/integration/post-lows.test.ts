// Issue 23, item 22, through the real server actions, the sitemap reader and the importer on each
// engine: bodies that sanitize to nothing, titles with a "<" that is no tag, strict publish
// times, and canonicals that point elsewhere.
import "../helpers/staff-env";

import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { setRequest } from "../helpers/next-headers";
import { validCookie } from "../helpers/session-cookies";
import { payloads } from "../helpers/xss-corpus";
import { startFeedServer, type FeedServer } from "../helpers/loopback-feed-server";

const { createBlog } = await import("@/lib/blog/admin-actions");
const { findBlogBySlug } = await import("@/lib/blog/repository");
const { runImport } = await import("@/lib/blog/import/run-import");
const { feedOutcome } = await import("@/lib/blog/import/feed-outcome");
const { getDb } = await import("@/lib/db/client");
const { showsSomething } = await import("@/lib/publishing/sanitize");
const { sitemapFields } = await import("@/lib/seo/sitemap");
const { GET: rss } = await import("@/app/rss.xml/route");

const idle = { status: "idle" } as const;
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  const base = { summary: "A summary.", content: "Body", category: "tech", status: "published" };
  for (const [k, v] of Object.entries({ ...base, tags: "", imageUrl: "", ...fields }))
    data.set(k, v);
  return data;
};
const sitemapPaths = async () => (await sitemapFields(1)).map((f) => new URL(f.loc).pathname);

beforeAll(async () => {
  setRequest({ cookies: await validCookie() });
});

describe("a body that sanitizes to nothing", () => {
  it("is refused with a field message when staff save it, and saved when something is left", async () => {
    const state = await createBlog(
      idle,
      form({ title: "Only a script", content: "<script>alert(1)</script><iframe src=x>" }),
    );
    expect(state.status).toBe("error");
    expect(state.fieldErrors?.content).toMatch(/Nothing would be left of the content/);
    const ok = await createBlog(
      idle,
      form({ title: "Script and text", content: "<script>x</script>Hi" }),
    );
    expect(ok.status).toBe("success");
  });

  it("is skipped by the importer and counted in the feed's outcome", async () => {
    // The XSS corpus's payloads as items' bodies: some keep text, some sanitize to nothing.
    const items = payloads
      .slice(0, 120)
      .map(
        (payload, i) =>
          `<item><title>Hostile ${i}</title><link>https://hostile.example/${i}</link>` +
          `<description><![CDATA[${payload.replaceAll("]]>", "")}]]></description></item>`,
      );
    const body = `<rss version="2.0"><channel><title>Hostile</title>${items.join("")}</channel></rss>`;
    const server: FeedServer = await startFeedServer({ "/hostile.xml": { body } }, ".");
    try {
      const db = await getDb();
      const run = await runImport(db, {
        trigger: "manual",
        timeoutMs: 10_000,
        maxBytes: 2_000_000,
        feeds: [{ url: server.url("/hostile.xml") }],
      });
      const [result] = run.results;
      expect(result?.emptied).toBeGreaterThan(0);
      expect(feedOutcome(result!)).toMatch(/with nothing left once unsafe HTML was removed/);
      const rows = await db.execute<{ content: string }>(
        sql`select content from blogs where source_url like 'https://hostile.example/%'`,
      );
      expect(rows.rows.length).toBe(result!.imported);
      expect(rows.rows.every((r) => showsSomething(r.content))).toBe(true);
    } finally {
      await server.close();
    }
  });
});

describe("titles", () => {
  it("accept a < that is no tag, and still refuse markup", async () => {
    for (const title of ["a<b", "x < y > z", "1<2 and 3>2"]) {
      const state = await createBlog(idle, form({ title }));
      expect(state.status, title).toBe("success");
      expect((await findBlogBySlug(await getDb(), state.slug!))?.title).toBe(title);
    }
    // Written out escaped: the feed carries the text, not a tag.
    const xml = await (await rss()).text();
    expect(xml).toContain("<title>a&lt;b</title>");
    for (const title of ["<b>bold</b>", 'x <img src=x onerror="alert(1)">', "a <!-- c -->"]) {
      const state = await createBlog(idle, form({ title }));
      expect(state.fieldErrors?.title, title).toMatch(/cannot contain HTML tags/);
    }
  });
});

describe("publish times", () => {
  it("are read strictly: a bare number is refused with a message, ISO and datetime-local pass", async () => {
    for (const publishAt of ["1", "2026", "March 1", "2026-13-01T10:00"]) {
      const state = await createBlog(
        idle,
        form({ title: `Time ${publishAt}`, status: "scheduled", publishAt }),
      );
      expect(state.fieldErrors?.publishAt, publishAt).toMatch(/ISO 8601/);
    }
    for (const publishAt of ["2099-03-01T09:30", "2099-03-01T09:30:00.000Z"]) {
      const state = await createBlog(
        idle,
        form({ title: `Later ${publishAt}`, status: "scheduled", publishAt }),
      );
      expect(state.status, publishAt).toBe("success");
    }
  });
});

describe("the sitemap", () => {
  it("leaves out posts whose canonical points to another address, keeps a self-canonical one", async () => {
    const elsewhere = await createBlog(
      idle,
      form({ title: "Syndicated copy", canonicalUrl: "https://medium.example/original" }),
    );
    const self = await createBlog(idle, form({ title: "Self canonical", canonicalUrl: "" }));
    const paths = await sitemapPaths();
    expect(paths).not.toContain(`/blogs/${elsewhere.slug}`);
    expect(paths).toContain(`/blogs/${self.slug}`);
  });
});
