// Drafts and scheduled posts are invisible to every public read; publishDuePosts makes a scheduled
// post public at its time, exactly once, and expires the caches that list it.
import { NextRequest, NextResponse } from "next/server";
import { describe, expect, it } from "vitest";

import { invalidated } from "../helpers/next-cache";
import { query } from "../helpers/sql";

const repo = await import("@/lib/blog/repository");
const { updateBlog } = await import("@/lib/blog/admin-repository");
const { publishDuePosts } = await import("@/lib/blog/publishing");
const { contentRoute: blogNotFound } = await import("@/lib/proxy/item-not-found");
const { editPost } = await import("@/lib/blog/writes");
const { getDb } = await import("@/lib/db/client");
const db = await getDb();

const body = { summary: "Zebrafish lifecycle notes", content: "<p>Body</p>" };
const write = (title: string, status: "draft" | "scheduled" | "published", publishAt?: Date) =>
  repo.insertBlog(db, { title, ...body, status, publishAt: publishAt ?? null });

/** Every public read, as slugs. */
async function publicSlugs(): Promise<Set<string>> {
  const reads = await Promise.all([
    repo.listBlogs(db, {}),
    repo.listBlogs(db, { q: "Zebrafish" }),
    repo.listBlogs(db, { q: "ze" }),
    repo.latestBlogs(db, 50),
    repo.latestBlogsWithContent(db, 50),
    repo.sitemapBlogs(db, { limit: 50, offset: 0 }),
  ]);
  return new Set(reads.flatMap((r) => ("posts" in r ? r.posts : r).map((p) => p.slug)));
}

// An RSC request: the proxy answers a 404 with a rewrite (no page fetched), a post with next().
const proxyAnswer = async (slug: string) => {
  const request = new NextRequest(`http://localhost/blogs/${slug}`, { headers: { rsc: "1" } });
  const response = await blogNotFound(request, () => NextResponse.json("post"));
  return response.headers.has("x-middleware-rewrite") ? "404" : "post";
};

describe("post lifecycle", () => {
  it("keeps drafts and scheduled posts out of every public read", async () => {
    const published = await write("Zebrafish published", "published");
    const draft = await write("Zebrafish draft", "draft");
    const scheduled = await write("Zebrafish scheduled", "scheduled", new Date(Date.now() + 1e9));
    const slugs = await publicSlugs();
    expect(slugs).toContain(published!.slug);
    expect(slugs).not.toContain(draft!.slug);
    expect(slugs).not.toContain(scheduled!.slug);
    expect(await repo.findBlogBySlug(db, draft!.slug)).toBeNull();
    expect(await repo.blogSlugExists(db, scheduled!.slug)).toBe(false);
    expect(await repo.countSitemapBlogs(db)).toBe(
      (await repo.sitemapBlogs(db, { limit: 1000, offset: 0 })).length,
    );
    expect(await proxyAnswer(draft!.slug)).toBe("404");
    expect(await proxyAnswer(published!.slug)).toBe("post");
  });

  it("a post sent back to draft 404s again from its next request", async () => {
    const post = await write("Back to draft", "published");
    expect(await proxyAnswer(post!.slug)).toBe("post"); // now known to this process
    const edit = { title: post!.title, ...body, imageUrl: null, category: null, tags: null };
    // The write itself forgets the slug and expires the caches (lib/publishing/after-write.ts).
    await editPost(db, post!.id, { ...edit, status: "draft" });
    expect(await proxyAnswer(post!.slug)).toBe("404");
    expect(await publicSlugs()).not.toContain(post!.slug);
  });

  it("publishes a scheduled post at its time, once, and expires what lists it", async () => {
    const at = new Date(Date.now() + 3_600_000);
    const post = await write("Zebrafish tomorrow", "scheduled", at);
    expect(await publishDuePosts(new Date(at.getTime() - 1000))).not.toContain(post!.slug);
    expect(await publicSlugs()).not.toContain(post!.slug);

    invalidated.length = 0;
    const later = new Date(at.getTime() + 1000);
    const [a, b] = await Promise.all([publishDuePosts(later), publishDuePosts(later)]);
    expect([...a!, ...b!].filter((slug) => slug === post!.slug)).toHaveLength(1);
    expect(await publishDuePosts(later)).toEqual([]);

    const now = await repo.findBlogBySlug(db, post!.slug);
    expect(now?.status).toBe("published");
    expect(now?.createdAt.getTime()).toBe(at.getTime()); // lists as new at its publish time
    expect(await publicSlugs()).toContain(post!.slug);
    expect(await proxyAnswer(post!.slug)).toBe("post");
    expect(invalidated).toEqual(
      expect.arrayContaining([`blogs:post:${post!.slug}`, "blogs:list", "blogs:feed", "sitemap"]),
    );
  });

  it("publishing a draft from the form dates it now", async () => {
    const post = await write("Zebrafish old draft", "draft");
    await query(db, "update blogs set created_at = now() - interval '30 days' where id = $1", [
      post!.id,
    ]);
    const edit = { title: post!.title, ...body, imageUrl: null, category: null, tags: null };
    const saved = await updateBlog(db, post!.id, { ...edit, status: "published" });
    expect(Date.now() - saved!.createdAt.getTime()).toBeLessThan(60_000);
    const order = (await repo.listBlogs(db, {})).posts.map((p) => p.slug);
    expect(order.indexOf(post!.slug)).toBeGreaterThan(-1);
    expect(order.indexOf(post!.slug)).toBeLessThan(order.indexOf("zebrafish-published"));
  });
});
