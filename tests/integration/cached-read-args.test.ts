import { beforeAll, describe, expect, it } from "vitest";

import * as reads from "@/lib/blog/queries";
import { insertBlog } from "@/lib/blog/repository";
import { RSS_ITEMS } from "@/lib/blog/rss";
import { getDb } from "@/lib/db/client";

// The cached reads are server functions: a client can call them by reference id with arguments
// of its own choosing. Each must answer no more than a visitor may see, and never fail on them.
const call = reads as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
const TOTAL = RSS_ITEMS + 5;

beforeAll(async () => {
  const db = await getDb();
  for (let i = 0; i < TOTAL; i++) {
    await insertBlog(db, {
      title: `Post ${i}`,
      summary: "s",
      content: "<p>Body</p>",
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
    });
  }
});

const hostile: unknown[] = [
  1_000_000,
  -1,
  0,
  1.5,
  Number.NaN,
  "1000000",
  null,
  undefined,
  { length: 5 },
  ["x"],
  "x".repeat(100_000),
];

describe("cached reads called with hostile arguments", () => {
  it("lists are capped at what a public page shows", async () => {
    for (const limit of hostile) {
      const latest = (await call.getLatestBlogs!(limit)) as unknown[];
      const feed = (await call.getFeedBlogs!(limit)) as unknown[];
      expect(latest.length, String(limit)).toBeLessThanOrEqual(RSS_ITEMS);
      expect(feed.length, String(limit)).toBeLessThanOrEqual(RSS_ITEMS);
    }
    expect(((await call.getFeedBlogs!(1_000_000)) as unknown[]).length).toBe(RSS_ITEMS);
  });

  it("the blog list and the sitemap answer normally to any page, query, limit or offset", async () => {
    for (const value of hostile) {
      const page = (await call.getBlogPage!(value, value)) as { posts: unknown[] };
      expect(page.posts.length, String(value)).toBeLessThanOrEqual(12);
      const sitemap = (await call.getSitemapBlogs!(value, value)) as unknown[];
      expect(Array.isArray(sitemap), String(value)).toBe(true);
    }
  });

  it("a post is found by a real slug only", async () => {
    expect(await call.getBlog!("post-0")).toMatchObject({ title: "Post 0" });
    for (const slug of [...hostile, "../post-0", "POST-0", "post-0\u0000"]) {
      expect(await call.getBlog!(slug), String(slug)).toBeNull();
    }
  });
});
