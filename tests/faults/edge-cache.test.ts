// deploy/nginx.conf in front of the production build (Debian's nginx, on loopback): cached pages
// are hits with the origin's CSP, a staff write through the origin reaches the cache through the
// purge hook within 2 s, and per-request pages are never stored.
import http from "node:http";
import { readFileSync } from "node:fs";
import path from "node:path";

import { Client } from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";

import { freePort, startNginx, type LocalNginx } from "../../scripts/nginx/local-nginx.mjs";
import { startPostgres, type PostgresServer } from "../helpers/postgres-server";
import { signIn } from "./forms";
import { seedDatabase, startSite, waitFor, type Site } from "./harness";

let pg: PostgresServer;
let site: Site;
let edge: LocalNginx;
let cookie = "";

beforeAll(async () => {
  pg = await startPostgres();
  seedDatabase(pg.url());
  const edgePort = await freePort();
  site = await startSite({
    DATABASE_URL: pg.url(),
    CACHE_PURGE_URL: `http://127.0.0.1:${edgePort}`,
  });
  edge = await startNginx({ originPort: Number(new URL(site.base).port), listenPort: edgePort });
  cookie = (await signIn(site.base, "faults@agency.example", "faults password 2025")) ?? "";
});

afterAll(async () => {
  await edge?.stop();
  await site?.stop();
  await pg?.stop();
});

const through = async (p: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${edge.base}${p}`, { redirect: "manual", headers });
  return { response, html: await response.text(), status: response.headers.get("x-cache-status") };
};

/** A blog server action, called as the browser calls it (id from the build's manifest). */
async function blogAction(name: string, page: string, bound: unknown[], fields?: object) {
  const manifest = JSON.parse(
    readFileSync(path.resolve(".next/server/server-reference-manifest.json"), "utf8"),
  ) as { node: Record<string, { filename: string; exportedName: string }> };
  const id = Object.entries(manifest.node).find(
    ([, v]) => v.filename === "lib/blog/admin-actions.ts" && v.exportedName === name,
  )?.[0];
  if (!id) throw new Error(`${name} is not in the server-reference manifest`);
  let body: FormData | string = JSON.stringify(bound);
  if (fields) {
    body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.set(`_1_${k}`, String(v));
    body.set("0", JSON.stringify([...bound, { status: "idle" }, "$K1"]));
  }
  const response = await fetch(`${site.base}${page}`, {
    method: "POST",
    body,
    headers: { "next-action": id, accept: "text/x-component", cookie, origin: site.base },
  });
  return response.text();
}
const post = (title: string, content: string) => ({
  title,
  summary: "Written by the edge-cache fault test.",
  content,
  imageUrl: "",
  category: "news",
  tags: "",
  status: "published",
  publishAt: "",
  authorId: "",
});

it("the shipped config passes nginx -t", () => {
  expect(edge.check.code).toBe(0);
  expect(edge.check.output).toContain("test is successful");
});

it("a cached page's second request is a hit with the origin's CSP, gzipped or not", async () => {
  for (const p of ["/", "/blogs", "/blogs/page/2"]) {
    const first = await through(p);
    expect(first.response.status, p).toBe(200);
    const hit = await through(p);
    expect(hit.status, p).toBe("HIT");
    expect(hit.html, p).toBe(first.html);
    const origin = await fetch(`${site.base}${p}`);
    const policy = origin.headers.get("content-security-policy");
    expect(policy, p).toMatch(/script-src [^;]*'sha256-/);
    expect(hit.response.headers.get("content-security-policy"), p).toBe(policy);
    expect(hit.html, p).toBe(await origin.text());
  }
  // A client without gzip gets the one stored (gzipped) copy unpacked, with the same policy.
  const plain = await new Promise<http.IncomingMessage & { body: string }>((resolve, reject) => {
    http
      .get(`${edge.base}/blogs`, (res) => {
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
  const client = new Client({ connectionString: pg.url() });
  await client.connect();
  const { rows } = await client.query<{ id: string }>("select id from blogs where slug = $1", [
    slug,
  ]);
  await client.end();
  const id = rows[0]!.id;
  await blogAction("updateBlog", `/admin/blogs/${id}/edit`, [id], post(title, "<p>Two.</p>"));
  await waitFor(
    async () => (await through(`/blogs/${slug}`)).html.includes("Two."),
    "the edit",
    2000,
  );
  const edited = await through(`/blogs/${slug}`);
  expect(edited.status).toBe("HIT");
  const originPolicy = (await fetch(`${site.base}/blogs/${slug}`)).headers.get(
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

it("search and staff pages are never stored", async () => {
  for (const [p, headers] of [
    ["/blogs/search?q=the", {}],
    ["/admin/login", {}],
    ["/admin", { cookie }],
    ["/admin/blogs", { cookie }],
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
    const get = async (headers: Record<string, string> = {}) => {
      const r = await fetch(`${front.base}/post`, { headers });
      return `${r.status} ${r.headers.get("x-cache-status")} ${await r.text()}`;
    };
    await get();
    expect(await get()).toBe("200 HIT page");
    gone = true;
    expect(await get({ "x-purge": "1" })).toBe("404 BYPASS gone");
    expect(await get()).toBe("404 HIT gone");
  } finally {
    await front.stop();
    origin.close();
  }
});
