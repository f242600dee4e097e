// A post's page metadata (what search results and link previews show) uses the post's SEO title
// and description when staff set them, and its title and summary otherwise.
import { beforeAll, describe, expect, it } from "vitest";

import { getBlog } from "@/lib/blog/queries";
import { insertBlog } from "@/lib/blog/repository";
import { blogPostMetadata } from "@/lib/seo/blog-metadata";
import { getDb } from "@/lib/db/client";

// What the post page's generateMetadata returns for a stored post (it reads the post per request).
const metadataOf = async (slug: string) => {
  const post = await getBlog(slug);
  if (!post) throw new Error(`no post ${slug}`);
  return blogPostMetadata(post);
};

beforeAll(async () => {
  const db = await getDb();
  await insertBlog(db, {
    title: "Plain post",
    summary: "The summary a card shows.",
    content: "<p>Body</p>",
  });
  await insertBlog(db, {
    title: "Tuned post",
    summary: "The summary a card shows.",
    content: "<p>Body</p>",
    seoTitle: "Tuned post: what search results show",
    seoDescription: "A description written for search results, not for the card.",
  });
});

describe("post page metadata", () => {
  it("uses the SEO title and description when they are set", async () => {
    const metadata = await metadataOf("tuned-post");
    expect(metadata.title).toBe("Tuned post: what search results show");
    expect(metadata.description).toBe(
      "A description written for search results, not for the card.",
    );
    expect(metadata.openGraph?.title).toMatch(/^Tuned post: what search results show \| /);
    expect(metadata.twitter?.description).toBe(
      "A description written for search results, not for the card.",
    );
  });

  it("falls back to the title and summary", async () => {
    const metadata = await metadataOf("plain-post");
    expect(metadata.title).toBe("Plain post");
    expect(metadata.description).toBe("The summary a card shows.");
  });
});
