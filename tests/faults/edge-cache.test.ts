// deploy/nginx.conf in front of the production build (Debian's nginx, on loopback, beside Debian's
// default site): cached pages are hits with the origin's CSP, a staff write through the origin
// reaches the cache through the purge listener within 2 s, and per-request pages are never stored.
import http from "node:http";

import { afterAll, beforeAll, expect, it } from "vitest";

import { startNginx } from "../../scripts/nginx/local-nginx.mjs";
import { postFields as post, startEdgeSite, type EdgeSite } from "./edge-site";
import { waitFor } from "./harness";

let e: EdgeSite;
beforeAll(async () => {
  e = await startEdgeSite();
});
afterAll(() => e?.stop());

const through: EdgeSite["through"] = (p, headers) => e.through(p, headers);
/** A blog server action, called as the browser calls it (id from the build's manifest). */
const blogAction = (name: string, page: string, bound: unknown[], fields?: object) =>
  e.action("lib/blog/admin-actions.ts", name, page, bound, fields);

it("the shipped config passes nginx -t", () => {
  expect(e.edge.check.code).toBe(0);
  expect(e.edge.check.output).toContain("test is successful");
});

it("a cached page's second request is a hit with the origin's CSP, gzipped or not", async () => {
  for (const p of ["/", "/blogs", "/blogs/page/2"]) {
    const first = await through(p);
    expect(first.response.status, p).toBe(200);
    const hit = await through(p);
    expect(hit.status, p).toBe("HIT");
    expect(hit.html, p).toBe(first.html);
    const origin = await fetch(`${e.site.base}${p}`);
    const policy = origin.headers.get("content-security-policy");
    expect(policy, p).toMatch(/script-src [^;]*'sha256-/);
    expect(hit.response.headers.get("content-security-policy"), p).toBe(policy);
    expect(hit.html, p).toBe(await origin.text());
  }
  // A client without gzip gets the one stored (gzipped) copy unpacked, with the same policy.
  const plain = await new Promise<http.IncomingMessage & { body: string }>((resolve, reject) => {
    http
      .get(`${e.edge.base}/blogs`, (res) => {
        let body = "";
        res.setEncoding("utf8").on("data", (c: string) => (body += c));
        res.on("end", () => resolve(Object.assign(res, { body })));
      })
      .on("error", reject);
  });
  expect(plain.headers["x-cache-status"]).toBe("HIT");
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.body).toBe((await through("/blogs")).html);
});

it("a staff write through the origin is visible through nginx within 2 s", async () => {
  const title = `Edge probe ${Date.now()}`;
  const slug = title.toLowerCase().replaceAll(" ", "-");
  await through("/blogs");
  expect((await through("/blogs")).status).toBe("HIT");
  expect(
    await blogAction("createBlog", "/admin/create-blog", [], post(title, "<p>One.</p>")),
  ).toContain(slug);
  await waitFor(
    async () => (await through("/blogs")).html.includes(slug),
    "the new post on /blogs",
    2000,
  );
  await waitFor(async () => (await through("/")).html.includes(slug), "the new post on /", 2000);

  expect((await through(`/blogs/${slug}`)).html).toContain("One.");
  expect((await through(`/blogs/${slug}`)).status).toBe("HIT");
  const rows = await e.sql<{ id: string }>("select id from blogs where slug = $1", [slug]);
  const id = rows[0]!.id;
  await blogAction("updateBlog", `/admin/blogs/${id}/edit`, [id], post(title, "<p>Two.</p>"));
  await waitFor(
    async () => (await through(`/blogs/${slug}`)).html.includes("Two."),
    "the edit",
    2000,
  );
  const edited = await through(`/blogs/${slug}`);
  expect(edited.status).toBe("HIT");
  const originPolicy = (await fetch(`${e.site.base}/blogs/${slug}`)).headers.get(
    "content-security-policy",
  );
  expect(edited.response.headers.get("content-security-policy")).toBe(originPolicy);

  await blogAction("deleteBlog", "/admin/blogs", [id]);
  await waitFor(
    async () => (await through(`/blogs/${slug}`)).response.status === 404,
    "the delete",
    2000,
  );
});

it("a page served from nginx's cache is still counted: its beacon reaches the origin", async () => {
  const browser =
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
  await through("/blogs");
  const page = await through("/blogs");
  expect(page.status).toBe("HIT");
  expect(page.html).toMatch(/<script[^>]*src="\/visit\.js"/);
  expect(page.response.headers.get("set-cookie")).toBeNull();
  const script = await through("/visit.js");
  expect(script.response.status).toBe(200);
  expect(script.html).toContain("sendBeacon");
  const views = async () =>
    e.sql<{ visitor: string }>(
      "select visitor from analytics_events where path = '/blogs' and kind = 'pageview'",
    );
  const before = (await views()).length;
  // As navigator.sendBeacon posts it: a text/plain JSON body, from the page's own origin.
  const send = () =>
    fetch(`${e.edge.base}/api/visit`, {
      method: "POST",
      body: JSON.stringify({ k: "v", p: "/blogs", w: 1280, utm_campaign: "edge" }),
      headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": browser },
    });
  for (const answer of [await send(), await send()]) {
    expect(answer.status).toBe(204);
    expect(answer.headers.get("set-cookie")).toBeNull();
    expect(answer.headers.get("x-cache-status")).not.toBe("HIT");
  }
  await waitFor(async () => (await views()).length === before + 2, "both page views stored");
  // One visitor (same address, same browser, same day), hashed: no address stored.
  const rows = await views();
  expect(new Set(rows.slice(-2).map((r) => r.visitor)).size).toBe(1);
  expect(rows.at(-1)!.visitor).toMatch(/^[0-9a-f]{64}$/);
});

it("search and staff pages are never stored", async () => {
  for (const [p, headers] of [
    ["/blogs/search?q=the", {}],
    ["/admin/login", {}],
    ["/admin", { cookie: e.cookie }],
    ["/admin/blogs", { cookie: e.cookie }],
  ] as const) {
    const a = await through(p, headers);
    const b = await through(p, headers);
    expect(a.response.status, p).toBeLessThan(500);
    expect([a.status, b.status], p).not.toContain("HIT");
    expect(b.status, p).toMatch(/^(MISS|BYPASS)$/);
  }
  const one = await through("/blogs/search?q=the");
  const two = await through("/blogs/search?q=the");
  const nonce = (r: Response) =>
    /'nonce-([^']+)'/.exec(r.headers.get("content-security-policy") ?? "")?.[1];
  expect(nonce(one.response)).toBeTruthy();
  expect(nonce(two.response)).not.toBe(nonce(one.response));
});

it("a purge replaces a cached page whose origin now answers 404 no-store (a deleted post)", async () => {
  let gone = false;
  const origin = http.createServer((_req, res) => {
    if (gone) return void res.writeHead(404, { "cache-control": "no-store" }).end("gone");
    res.writeHead(200, { "cache-control": "public, s-maxage=60" }).end("page");
  });
  await new Promise<void>((r) => origin.listen(0, "127.0.0.1", r));
  const front = await startNginx({ originPort: (origin.address() as { port: number }).port });
  try {
    const get = async (base = front.base) => {
      const r = await fetch(`${base}/post`, { headers: { "x-purge": "1" } });
      const mark = r.headers.get("x-cache-status") ?? `refresh ${r.headers.get("x-cache-refresh")}`;
      return `${r.status} ${mark} ${await r.text()}`;
    };
    await get();
    expect(await get()).toBe("200 HIT page");
    gone = true;
    // X-Purge means nothing on the site's own port: only the purge listener refreshes.
    expect(await get()).toBe("200 HIT page");
    expect(await get(front.purgeBase)).toBe("404 refresh 404 gone");
    expect(await get()).toBe("404 HIT gone");
  } finally {
    await front.stop();
    origin.close();
  }
});

it("every purge went to the purge listener, none to Debian's default site on the site's port", async () => {
  // Where the docs used to point CACHE_PURGE_URL (the site's port, by address): the default site
  // answers there, with a 404 that must never pass for a refresh.
  const defaultSite = await fetch(`http://127.0.0.1:${new URL(e.edge.base).port}/blogs`);
  expect(defaultSite.status).toBe(404);
  expect(defaultSite.headers.get("x-cache-refresh")).toBeNull();
  const unsent = async () =>
    e.sql<{ status: string }>("select status from cache_purges where status <> 'sent'");
  expect((await e.sql("select 1 from cache_purges")).length).toBeGreaterThan(0);
  await waitFor(async () => (await unsent()).length === 0, "every purge sent");
  // Run as the recipe says (TRUST_PROXY set): no warning about an untrusted proxy.
  expect(e.site.output()).not.toContain("TRUST_PROXY is unset");
});
