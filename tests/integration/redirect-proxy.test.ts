// The proxy answers an address that has a redirect before anything else (the page cache, the post
// 404s), for GET and HEAD, with the redirect's status and a Location on this site or an allowed host.
import "../helpers/staff-env";

process.env.REDIRECT_ALLOWED_HOSTS = "docs.example.com";

import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";

import { setRequest } from "../helpers/next-headers";
import { validCookie } from "../helpers/session-cookies";
import { query } from "../helpers/sql";

vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: (task: () => unknown) => void Promise.resolve().then(task), // no request scope in vitest
}));

const { proxy } = await import("@/proxy");
const { updateBlog } = await import("@/lib/blog/admin-actions");
const { insertBlog } = await import("@/lib/blog/repository");
const { getDb } = await import("@/lib/db/client");
const { saveRedirect } = await import("@/lib/redirects/actions");
const { refreshRedirects } = await import("@/lib/redirects/snapshot");

const idle = { status: "idle" } as const;
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
const ask = (path: string, init: ConstructorParameters<typeof NextRequest>[1] = {}) =>
  proxy(new NextRequest(`http://localhost:3000${path}`, init));

beforeAll(async () => setRequest({ cookies: await validCookie() }));

describe("redirects in the proxy", () => {
  it("a renamed post's old address answers 301 to the new one, query kept", async () => {
    const db = await getDb();
    const post = await insertBlog(db, { title: "Proxy old", summary: "S.", content: "<p>C.</p>" });
    const fields = { title: "Proxy old", summary: "S.", content: "<p>C.</p>", imageUrl: "" };
    const moved = await updateBlog(
      post!.id,
      idle,
      form({ ...fields, category: "tech", tags: "", slug: "proxy-new", status: "published" }),
    );
    expect(moved).toMatchObject({ status: "success", slug: "proxy-new" });
    // /blogs/proxy-old is a cached page's path: the redirect is answered before the cache.
    const response = await ask("/blogs/proxy-old?utm_source=x");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(
      "http://localhost:3000/blogs/proxy-new?utm_source=x",
    );
    expect((await ask("/blogs/proxy-old", { method: "HEAD" })).status).toBe(301);
    // A form post to the old address is not re-sent elsewhere.
    const posted = await ask("/blogs/proxy-old", { method: "POST", body: "x=1" });
    expect(posted.headers.get("location")).toBeNull();
    // The new address is the post's: no redirect.
    expect((await ask("/blogs/proxy-new")).headers.get("location")).toBeNull();
  });

  it("answers a manual 308 to an allowed host, and any page path", async () => {
    const saved = await saveRedirect(
      idle,
      form({ id: "", fromPath: "/old-docs", to: "https://docs.example.com/guide", status: "308" }),
    );
    expect(saved).toMatchObject({ status: "success" });
    const response = await ask("/old-docs/");
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("https://docs.example.com/guide");
  });

  it("does not follow a stored target that leaves the site (a row written by hand)", async () => {
    await query(
      await getDb(),
      `insert into redirects (from_path, "to", kind) values ('/hand-written', '//evil.com', 'manual')`,
    );
    await refreshRedirects();
    const response = await ask("/hand-written");
    expect(response.headers.get("location")).toBeNull();
    expect(response.status).toBe(200);
  });
});
