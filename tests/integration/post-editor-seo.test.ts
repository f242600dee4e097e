// Issue 15, editor and per-post SEO, through the real server actions and readers on each engine:
// a Markdown post is stored as sanitized HTML beside its source, the live preview renders the
// same for staff only, and the SEO fields reach the metadata, the JSON-LD, the sitemap and the
// generated share image.
import "../helpers/staff-env";

import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";

import { setRequest } from "../helpers/next-headers";
import { validCookie } from "../helpers/session-cookies";

const { createBlog, updateBlog } = await import("@/lib/blog/admin-actions");
const { previewPostContent } = await import("@/lib/blog/preview-actions");
const { findBlogBySlug } = await import("@/lib/blog/repository");
const { getDb } = await import("@/lib/db/client");
const { blogPostMetadata } = await import("@/lib/seo/blog-metadata");
const { blogPostingJsonLd } = await import("@/lib/seo/blog-structured-data");
const { sitemapFields } = await import("@/lib/seo/sitemap");
const { contentRoute: blogNotFound } = await import("@/lib/proxy/item-not-found");
const { GET: ogImage } = await import("@/app/(site)/blogs/[slug]/opengraph-image/route");

const idle = { status: "idle" } as const;
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  const base = {
    title: "",
    summary: "A summary.",
    content: "",
    imageUrl: "",
    category: "tech",
    tags: "",
    status: "published",
  };
  for (const [k, v] of Object.entries({ ...base, ...fields })) data.set(k, v);
  return data;
};
const stored = async (slug: string | undefined) => {
  const post = await findBlogBySlug(await getDb(), slug!);
  if (!post) throw new Error(`no post ${slug}`);
  return post;
};
const origin = process.env.NEXT_PUBLIC_SITE_URL ?? "http://localhost:3000";
const proxied = (path: string) => blogNotFound(new NextRequest(`http://localhost${path}`));

let cookies: Record<string, string>;
beforeAll(async () => {
  cookies = await validCookie();
  setRequest({ cookies });
});

describe("Markdown posts", () => {
  it("store the sanitized HTML every reader uses, and the source the editor shows", async () => {
    const source =
      "## Hello\n\nA [link](javascript:alert(1)) and <script>alert(1)</script>**bold**.";
    const state = await createBlog(
      idle,
      form({ title: "Markdown post", content: source, contentFormat: "markdown" }),
    );
    expect(state.status).toBe("success");
    const post = await stored(state.slug);
    expect(post.content).toBe("<h2>Hello</h2>\n<p>A <a>link</a> and <strong>bold</strong>.</p>");
    expect(post.contentMarkdown).toBe(source);
    // The preview staff saw is exactly what was stored.
    expect(await previewPostContent(source, "markdown")).toEqual({
      status: "ok",
      html: post.content,
    });
  });

  it("switch to HTML without losing content, and old-style forms still write HTML", async () => {
    const { slug } = await createBlog(
      idle,
      form({ title: "Switching post", content: "- one\n- two", contentFormat: "markdown" }),
    );
    const post = await stored(slug);
    const html = await previewPostContent("- one\n- two", "markdown");
    if (html.status !== "ok") throw new Error("no preview");
    await updateBlog(
      post.id,
      idle,
      form({ title: "Switching post", content: html.html, contentFormat: "html" }),
    );
    expect(await stored(slug)).toMatchObject({ content: post.content, contentMarkdown: null });
    // A form without a format (the HTML form before issue 15) writes HTML, unread as Markdown.
    await updateBlog(post.id, idle, form({ title: "Switching post", content: "<p>*plain*</p>" }));
    expect(await stored(slug)).toMatchObject({ content: "<p>*plain*</p>", contentMarkdown: null });
  });

  it("preview refuses oversized input with a message, and strangers get the sign-in", async () => {
    expect(await previewPostContent("x".repeat(200_001), "markdown")).toMatchObject({
      status: "error",
    });
    expect(await previewPostContent("x", "latex")).toMatchObject({ status: "error" });
    setRequest({ cookies: {} });
    await expect(previewPostContent("# hi", "markdown")).rejects.toThrow(/NEXT_REDIRECT/);
    setRequest({ cookies });
  });
});

describe("per-post SEO", () => {
  it("refuses a bad canonical with a field message", async () => {
    const state = await createBlog(
      idle,
      form({ title: "Bad canonical", content: "x", canonicalUrl: "//evil.example/" }),
    );
    expect(state.fieldErrors?.canonicalUrl).toMatch(/must be a path on this site/);
  });

  it("reach the metadata, the JSON-LD and the sitemap", async () => {
    const { slug } = await createBlog(
      idle,
      form({
        title: "Tuned SEO post",
        content: "Body",
        contentFormat: "markdown",
        seoTitle: "What search results show",
        seoDescription: "A description for search results.",
        canonicalUrl: "/blogs/the-original",
        shareImageUrl: "https://cdn.example/share.png",
        noindex: "true",
      }),
    );
    const post = await stored(slug);
    const metadata = blogPostMetadata(post);
    expect(metadata).toMatchObject({
      title: "What search results show",
      description: "A description for search results.",
      robots: { index: false, follow: true },
      alternates: { canonical: `${origin}/blogs/the-original` },
      openGraph: { images: [{ url: "https://cdn.example/share.png" }] },
      twitter: { images: [{ url: "https://cdn.example/share.png" }] },
    });
    expect(blogPostingJsonLd(post)).toMatchObject({
      description: "A description for search results.",
      mainEntityOfPage: `${origin}/blogs/the-original`,
      image: ["https://cdn.example/share.png"],
    });
    const locs = (await sitemapFields(1)).map((f) => new URL(f.loc).pathname);
    expect(locs).not.toContain(`/blogs/${slug}`);

    // Unticked: indexed and listed again; no share image: the cover; no cover: the generated one.
    await updateBlog(
      post.id,
      idle,
      form({ title: "Tuned SEO post", content: "Body", imageUrl: "/cover.png" }),
    );
    const plain = await stored(slug);
    expect(blogPostMetadata(plain).robots).toBeUndefined();
    expect(blogPostMetadata(plain).openGraph?.images).toMatchObject([
      { url: `${origin}/cover.png` },
    ]);
    expect((await sitemapFields(1)).map((f) => new URL(f.loc).pathname)).toContain(
      `/blogs/${slug}`,
    );
    await updateBlog(post.id, idle, form({ title: "Tuned SEO post", content: "Body" }));
    const bare = await stored(slug);
    expect(blogPostMetadata(bare).openGraph?.images).toMatchObject([
      { url: `${origin}/blogs/${slug}/opengraph-image` },
    ]);
    expect(blogPostingJsonLd(bare).image).toEqual([`${origin}/blogs/${slug}/opengraph-image`]);
    expect(blogPostMetadata(bare).alternates?.canonical).toBe(`${origin}/blogs/${slug}`);
  });
});

describe("generated share image", () => {
  const get = (slug: string) =>
    ogImage(new Request(`http://localhost/blogs/${slug}/opengraph-image`), {
      params: Promise.resolve({ slug }),
    });

  it("is a cacheable PNG for a post, a 404 for an unknown slug", async () => {
    const { slug } = await createBlog(
      idle,
      form({ title: "A post with a generated image", content: "x" }),
    );
    const response = await get(slug!);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toMatch(/public.*s-maxage=\d+/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

    for (const unknown of ["no-such-post", "bad slug", "%00"]) {
      expect((await get(unknown)).status).toBe(404);
    }
  });

  it("passes the proxy's post check when the post exists, and 404s there otherwise", async () => {
    const { slug } = await createBlog(idle, form({ title: "Proxy og probe", content: "x" }));
    // Passed on (x-middleware-next) or answered with the not-found page (a rewrite to it here,
    // where no server runs to fetch it from).
    const outcome = async (path: string) => {
      const response = await proxied(path);
      if (response.headers.get("x-middleware-next")) return "next";
      return response.headers.get("x-middleware-rewrite")?.replace(/^https?:\/\/[^/]+/, "");
    };
    expect(await outcome(`/blogs/${slug}/opengraph-image`)).toBe("next");
    expect(await outcome("/blogs/no-such-post/opengraph-image")).toBe("/blog-not-found");
    expect(await outcome(`/blogs/${slug}/other`)).toBe("/blog-not-found");
    expect(await outcome(`/blogs/${slug}/opengraph-image/x`)).toBe("/blog-not-found");
  });
});
