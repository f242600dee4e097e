// The pages served from Next's incremental cache with database content (lib/publishing/content-types.mjs)
// on the production build: each version's Content-Security-Policy lists exactly the inline scripts
// served (lib/cache/page-cache-handler.mjs), from the very first response of a brand-new post, and
// a staff write reaches the next request.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

import { Client } from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";

import { startPostgres, type PostgresServer } from "../helpers/postgres-server";
import { startLoad } from "../scale/load";
import { createPost } from "../scale/staff";
import { seedDatabase, startSite, waitFor, type Site } from "./harness";

const STAFF = { email: "faults@agency.example", password: "faults password 2025" };
let pg: PostgresServer;
let site: Site;
let cookie = "";

beforeAll(async () => {
  pg = await startPostgres();
  seedDatabase(pg.url());
  site = await startSite({ DATABASE_URL: pg.url() });
  cookie = await signIn();
});

afterAll(async () => {
  await site?.stop();
  await pg?.stop();
});

const get = (p: string) => fetch(`${site.base}${p}`, { redirect: "manual" });

/** A server action called as the browser calls it (id from the build's manifest). */
async function callAction(file: string, name: string, page: string, body: FormData | string) {
  const manifest = JSON.parse(
    readFileSync(path.resolve(".next/server/server-reference-manifest.json"), "utf8"),
  ) as { node: Record<string, { filename: string; exportedName: string }> };
  const id = Object.entries(manifest.node).find(
    ([, v]) => v.filename === file && v.exportedName === name,
  )?.[0];
  if (!id) throw new Error(`${name} is not in the server-reference manifest`);
  const response = await fetch(`${site.base}${page}`, {
    method: "POST",
    redirect: "manual",
    body,
    headers: { "next-action": id, accept: "text/x-component", cookie, origin: site.base },
  });
  return { response, text: await response.text() };
}

/** React's reply encoding of (…bound, state, formData): the FormData entries, then the root. */
function form(bound: unknown[], fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(`_1_${k}`, v);
  body.set("0", JSON.stringify([...bound, { status: "idle" }, "$K1"]));
  return body;
}

async function signIn() {
  const { response } = await callAction(
    "lib/auth/actions.ts",
    "signIn",
    "/admin/login",
    form([], { ...STAFF, next: "/admin" }),
  );
  return (response.headers.getSetCookie()[0] ?? "").split(";")[0]!;
}

const post = (title: string, content: string) => ({
  title,
  summary: "Written by the page-cache fault test.",
  content,
  imageUrl: "",
  category: "news",
  tags: "",
  status: "published",
  publishAt: "",
  authorId: "",
});

async function postId(slug: string) {
  const client = new Client({ connectionString: pg.url() });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>("select id from blogs where slug = $1", [
      slug,
    ]);
    return rows[0]?.id ?? "";
  } finally {
    await client.end();
  }
}

/** The script-src hashes of a policy, and the sha256 of every inline executable script served. */
const policyHashes = (policy: string) =>
  [...(/script-src ([^;]+)/.exec(policy)?.[1] ?? "").matchAll(/'(sha256-[^']+)'/g)]
    .map((m) => m[1]!)
    .sort();
const servedHashes = (html: string) =>
  [
    ...new Set(
      [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
        .filter(([, attrs]) => !/\bsrc\s*=|application\/(ld\+)?json/i.test(attrs!))
        .map(([, , body]) => `sha256-${createHash("sha256").update(body!).digest("base64")}`),
    ),
  ].sort();

async function page(p: string) {
  const response = await get(p);
  const html = await response.text();
  const policy = response.headers.get("content-security-policy") ?? "";
  return { response, html, policy, cache: response.headers.get("x-nextjs-cache") };
}

it("a brand-new post is cached with a policy matching its bytes, edited and deleted at once", async () => {
  const title = `Cache probe ${Date.now()}`;
  const slug = title.toLowerCase().replaceAll(" ", "-");
  const created = await callAction(
    "lib/blog/admin-actions.ts",
    "createBlog",
    "/admin/create-blog",
    form([], post(title, "<p>First version.</p>")),
  );
  expect(created.text).toContain(slug);

  const first = await page(`/blogs/${slug}`);
  expect(first.response.status).toBe(200);
  expect(first.html).toContain("First version.");
  expect(first.policy).not.toMatch(/nonce-|unsafe-inline'? *[^;]*script|unsafe-eval/);
  expect(policyHashes(first.policy).length).toBeGreaterThan(0);
  expect(policyHashes(first.policy)).toEqual(servedHashes(first.html));
  expect(first.response.headers.get("cache-control")).toMatch(
    /^public, s-maxage=\d+, stale-while-revalidate=\d+$/,
  );
  // Exactly one policy header: a second one would be enforced too.
  expect(first.policy).not.toContain(",");

  const second = await page(`/blogs/${slug}`);
  expect(second.cache).toBe("HIT");
  expect(second.policy).toBe(first.policy);
  expect(second.html).toBe(first.html);

  const id = await postId(slug);
  await callAction(
    "lib/blog/admin-actions.ts",
    "updateBlog",
    `/admin/blogs/${id}/edit`,
    form([id], post(title, "<p>Second version.</p>")),
  );
  const edited = await page(`/blogs/${slug}`);
  expect(edited.html).toContain("Second version.");
  expect(edited.html).not.toContain("First version.");
  expect(policyHashes(edited.policy)).toEqual(servedHashes(edited.html));
  expect(edited.policy).not.toBe(first.policy);

  await callAction("lib/blog/admin-actions.ts", "deleteBlog", "/admin/blogs", JSON.stringify([id]));
  const gone = await page(`/blogs/${slug}`);
  expect(gone.response.status).toBe(404);
  expect(gone.html).not.toContain("Second version.");
});

it("posts written while visitors keep the listings re-rendering: each listed after its write", async () => {
  // A write often lands while a re-render that read the database before it is still running;
  // that render must not be kept as the fresh version (it would stand for its revalidate time).
  const listings = ["/blogs", "/", "/rss.xml"];
  const load = startLoad(site.base, listings, { clients: 6 });
  await load.advance(20);
  for (let burst = 0; burst < 12; burst++) {
    const slugs = [
      await createPost(site.base, cookie, `Race ${burst}a ${Date.now()}`),
      await createPost(site.base, cookie, `Race ${burst}b ${Date.now()}`),
    ];
    const listed = async () => {
      for (const p of listings) {
        const body = await (await get(p)).text();
        if (!slugs.every((slug) => body.includes(slug))) return false;
      }
      return true;
    };
    await waitFor(listed, `burst ${burst} on every listing`, 10_000);
  }
  const { failures } = await load.stop();
  expect(failures).toEqual([]);
});

it("the list's pages have static URLs; the old ?page= redirects there", async () => {
  const two = await get("/blogs?page=2");
  expect(two.status).toBe(308);
  expect(new URL(two.headers.get("location")!, site.base).pathname).toBe("/blogs/page/2");
  const one = await get("/blogs?page=1");
  expect(one.status).toBe(308);
  expect(new URL(one.headers.get("location")!, site.base).pathname).toBe("/blogs");

  for (const p of ["/blogs", "/blogs/page/2"]) {
    await get(p);
    const hit = await page(p);
    expect(hit.response.status, p).toBe(200);
    expect(hit.cache, p).toBe("HIT");
    expect(policyHashes(hit.policy), p).toEqual(servedHashes(hit.html));
  }
  expect((await get("/blogs/page/999")).status).toBe(404);
});

it("a search is rendered per request, with a fresh nonce; the old ?q= address redirects there", async () => {
  const old = await get("/blogs?q=the");
  expect(old.status).toBe(308);
  expect(old.headers.get("location")).toBe("/blogs/search?q=the");
  const a = await page("/blogs/search?q=the");
  const b = await page("/blogs/search?q=the");
  expect(a.response.status).toBe(200);
  const nonce = /'nonce-([^']+)'/.exec(a.policy)?.[1];
  expect(nonce).toBeTruthy();
  expect(a.html).toContain(`nonce="${nonce}"`);
  expect(b.policy).not.toBe(a.policy);
  expect(a.cache).toBeNull();
});

it("the home page's HTML links the latest posts", async () => {
  const client = new Client({ connectionString: pg.url() });
  await client.connect();
  const { rows } = await client.query<{ slug: string }>(
    "select slug from blogs order by created_at desc, id desc limit 3",
  );
  await client.end();
  const home = await page("/");
  expect(home.response.status).toBe(200);
  for (const { slug } of rows) expect(home.html).toContain(`href="/blogs/${slug}"`);
  expect(policyHashes(home.policy)).toEqual(servedHashes(home.html));
});
