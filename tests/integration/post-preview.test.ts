// Preview links: signed with the session secret, expiring, bound to a post and a snapshot row,
// made only by staff through the server action; and authors, validated against the team list.
import { STAFF } from "../helpers/staff-env";

import { SignJWT } from "jose";
import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it } from "vitest";

import { setRequest } from "../helpers/next-headers";
import { query } from "../helpers/sql";
import { validCookie } from "../helpers/session-cookies";

const { previewPost } = await import("@/lib/blog/preview-actions");
const { loadPreview, signPreviewToken, readPreviewToken } = await import("@/lib/blog/preview");
const { PREVIEW_SECONDS } = await import("@/lib/publishing/preview");
const { createBlog } = await import("@/lib/blog/admin-actions");
const { insertBlog } = await import("@/lib/blog/repository");
const { refuseBadPreviewLink } = await import("@/lib/proxy/preview-link");
const { blogPostingJsonLd } = await import("@/lib/seo/blog-structured-data");
const { buildRss } = await import("@/lib/blog/rss");
const { getDb } = await import("@/lib/db/client");
const db = await getDb();

const idle = { status: "idle" } as const;
const values = {
  title: "Unsaved title",
  summary: "Unsaved summary",
  content: '<h2>Draft body</h2><script>alert(1)</script><img src=x onerror="x()">',
  imageUrl: "",
  category: "tech",
  tags: "a, b",
  status: "draft",
  publishAt: "",
  authorId: "sara-iyer",
};
const form = (overrides: Partial<typeof values> = {}) => {
  const data = new FormData();
  for (const [k, v] of Object.entries({ ...values, ...overrides })) data.set(k, v);
  return data;
};
const tokenOf = (url: string) => url.replace("/admin/preview/", "");

beforeEach(async () => setRequest({ cookies: await validCookie() }));

describe("preview links", () => {
  it("show an unsaved edit over the stored post, sanitized, to staff", async () => {
    const post = await insertBlog(db, { title: "Stored title", summary: "s", content: "<p>x</p>" });
    const result = await previewPost(post!.id, idle, form());
    expect(result.status).toBe("success");
    const loaded = await loadPreview(tokenOf(result.url!));
    if (!("post" in loaded)) throw new Error(`preview failed: ${loaded.error}`);
    expect(loaded.post).toMatchObject({ id: post!.id, slug: post!.slug, title: "Unsaved title" });
    expect(loaded.post.content).toContain("<h2>Draft body</h2>");
    expect(loaded.post.content).not.toMatch(/script|onerror/);
    // The stored post is untouched: the edit lives in the snapshot only.
    const [row] = await query<{ title: string }>(db, "select title from blogs where id = $1", [
      post!.id,
    ]);
    expect(row?.title).toBe("Stored title");
  });

  it("work for a post never saved, and are refused to a signed-out caller", async () => {
    const result = await previewPost("", idle, form({ title: "Brand new" }));
    const loaded = await loadPreview(tokenOf(result.url!));
    expect("post" in loaded && loaded.post.title).toBe("Brand new");
    setRequest({});
    await expect(previewPost("", idle, form())).rejects.toThrow(/NEXT_REDIRECT/);
  });

  it("refuse invalid input with field messages, as a save does", async () => {
    const result = await previewPost("", idle, form({ title: "", authorId: "nobody" }));
    expect(result.status).toBe("error");
    expect(result.fieldErrors).toMatchObject({
      title: "Title is required",
      authorId: "Choose an author from the team",
    });
  });

  it("expire, and cannot be tampered with or moved to another post or snapshot", async () => {
    const a = await insertBlog(db, { title: "Post A", summary: "s", content: "" });
    const b = await insertBlog(db, { title: "Post B", summary: "s", content: "" });
    const url = (await previewPost(a!.id, idle, form())).url!;
    const token = tokenOf(url);
    const claims = await readPreviewToken(token);
    expect(claims?.postId).toBe(a!.id);

    const later = new Date(Date.now() + (PREVIEW_SECONDS + 5) * 1000);
    expect(await readPreviewToken(token, later)).toBeNull();
    expect(await loadPreview(token, later)).toEqual({ error: "invalid" });

    const [header, payload, signature] = token.split(".");
    const swapped = Buffer.from(payload!, "base64url").toString().replace(a!.id, b!.id);
    const tampered = `${header}.${Buffer.from(swapped).toString("base64url")}.${signature}`;
    expect(await readPreviewToken(tampered)).toBeNull();

    // Signed properly, but naming post B with A's snapshot: no preview.
    const moved = await signPreviewToken({ postId: b!.id, snapshotId: claims!.snapshotId });
    expect(await loadPreview(moved)).toEqual({ error: "gone" });

    const forged = await new SignJWT({ snap: claims!.snapshotId })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(a!.id)
      .setIssuer("agency-site")
      .setAudience("post-preview")
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("another-secret-another-secret-another!!"));
    expect(await readPreviewToken(forged)).toBeNull();
    // A staff session token is not a preview token (other audience).
    const session = (await validCookie()).agency_staff_session!;
    expect(await readPreviewToken(session)).toBeNull();
    expect(STAFF.sessionSecret.length).toBeGreaterThan(31);
  });

  it("a bad link is a 404 page from the proxy, a good one passes", async () => {
    const url = (await previewPost("", idle, form())).url!;
    const good = await refuseBadPreviewLink(new NextRequest(`http://localhost${url}`));
    expect(good).toBeNull();
    for (const bad of [`${url}x`, "/admin/preview/garbage", "/admin/preview/%E0%A4%A"]) {
      const response = await refuseBadPreviewLink(new NextRequest(`http://localhost${bad}`));
      expect(response?.status, bad).toBe(404);
      expect(await response?.text()).toContain("This preview link is not valid");
    }
  });
});

describe("authors", () => {
  it("are validated against the team and shown in JSON-LD and RSS", async () => {
    const refused = await createBlog(idle, form({ status: "published", authorId: "mallory" }));
    expect(refused.fieldErrors?.authorId).toBe("Choose an author from the team");
    const saved = await createBlog(idle, form({ status: "published", title: "By Sara" }));
    expect(saved.postStatus).toBe("published");
    const post = await insertBlog(db, {
      title: "With author",
      summary: "s",
      content: "",
      authorId: "sara-iyer",
    });
    expect(blogPostingJsonLd(post!).author).toEqual({
      "@type": "Person",
      name: "Sara Iyer",
      url: expect.stringMatching(/\/about-us#sara-iyer$/),
    });
    const plain = await insertBlog(db, { title: "No author", summary: "s", content: "" });
    expect(blogPostingJsonLd(plain!).author["@type"]).toBe("Organization");
    const rss = buildRss([post!, plain!]);
    expect(rss).toContain('xmlns:dc="http://purl.org/dc/elements/1.1/"');
    expect(rss.match(/<dc:creator>Sara Iyer<\/dc:creator>/g)).toHaveLength(1);
  });
});
