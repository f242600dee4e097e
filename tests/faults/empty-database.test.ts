// A first deploy: the production build started against a new, empty PostgreSQL. Crawlers and the
// home page must see exactly that database's posts (none of the sample posts the embedded default
// starts with) under the origin the site was built for.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { Client } from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";

import { seedPosts } from "@/content/blog-posts";
import { slugify } from "@/lib/publishing/slug";
import { startPostgres, type PostgresServer } from "../helpers/postgres-server";
import { migrateDatabase, startSite, type Site } from "./harness";

let pg: PostgresServer;
let site: Site;
const post = { title: "Our first production post", slug: "our-first-production-post" };
const sampleSlugs = seedPosts.map((p) => slugify(p.title));

beforeAll(async () => {
  pg = await startPostgres();
  migrateDatabase(pg.url());
  // Written before the server starts: its cached reads then have nothing older to serve.
  const client = new Client({ connectionString: pg.url() });
  await client.connect();
  await client.query(
    "insert into blogs (title, slug, summary, content, category) values ($1, $2, $3, $4, $5)",
    [post.title, post.slug, "The only post.", "<p>Hello.</p>", "news"],
  );
  await client.end();
  site = await startSite({ DATABASE_URL: pg.url() });
});

afterAll(async () => {
  await site?.stop();
  await pg?.stop();
});

const text = async (p: string) => {
  const response = await fetch(`${site.base}${p}`);
  expect(response.status, p).toBe(200);
  return response.text();
};

/** The origin the build was configured with, as its pre-rendered home page states it. */
const builtOrigin = async () => {
  const html = await text("/");
  const href = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  expect(href).toBeTruthy();
  return new URL(href!).origin;
};

it("serves a sitemap, RSS and latest posts with exactly the database's posts", async () => {
  const origin = await builtOrigin();

  const sitemap = await text("/sitemap.xml");
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(locs.length).toBeGreaterThan(10); // the static pages
  for (const loc of locs) expect(new URL(loc).origin, loc).toBe(origin);
  expect(locs.filter((loc) => new URL(loc).pathname.startsWith("/blogs/"))).toEqual([
    `${origin}/blogs/${post.slug}`,
  ]);

  const rss = await text("/rss.xml");
  const links = [...rss.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]);
  expect(links).toEqual([`${origin}/blogs/${post.slug}`]);
  expect(rss).toContain(`<atom:link href="${origin}/rss.xml"`);

  const latest = JSON.parse(await text("/api/blogs/latest")) as { posts: { slug: string }[] };
  expect(latest.posts.map((p) => p.slug)).toEqual([post.slug]);

  expect(await text(`/blogs/${post.slug}`)).toContain(post.title);
  // The one shell the build makes (for a placeholder slug) is no page of its own.
  expect((await fetch(`${site.base}/blogs/__build-shell__`)).status).toBe(404);
  for (const slug of sampleSlugs) {
    expect(sitemap + rss).not.toContain(`/blogs/${slug}<`);
    expect((await fetch(`${site.base}/blogs/${slug}`)).status, slug).toBe(404);
  }
});

it("seeds no demo content on a production start (SEED_SAMPLES unset)", async () => {
  const client = new Client({ connectionString: pg.url() });
  await client.connect();
  try {
    const { rows } = await client.query<{ demo: number; markers: number }>(
      `select (select count(*)::int from case_studies) + (select count(*)::int from team_members)
         + (select count(*)::int from job_openings) + (select count(*)::int from blogs where slug <> $1) as demo,
         (select count(*)::int from app_markers where name like 'seed:%') as markers`,
      [post.slug],
    );
    expect(rows[0]).toEqual({ demo: 0, markers: 0 });
  } finally {
    await client.end();
  }
});

it("shows the spec's Coming Soon on /work and its categories when there are no case studies", async () => {
  for (const [path, label] of [
    ["/work", "All Projects"],
    ["/work/category/ai-solutions", "AI Solutions"],
  ]) {
    const html = await text(path!);
    expect(html, path).toContain("Projects are Coming Soon");
    const words = html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, "");
    expect(words, path).toMatch(new RegExp(`preparing case studies for\\s*${label}\\.`));
  }
});

it("holds nothing read from a database in the build", () => {
  const server = path.resolve(import.meta.dirname, "../../.next/server/app");
  const manifest = JSON.parse(
    readFileSync(path.resolve(server, "../../prerender-manifest.json"), "utf8"),
  ) as { routes: Record<string, unknown> };
  const built = Object.keys(manifest.routes);
  expect(built).toContain("/services"); // the manifest is read right
  expect(
    built.filter((r) => ["/sitemap.xml", "/rss.xml", "/api/blogs/latest"].includes(r)),
  ).toEqual([]);
  // Every pre-rendered page, payload and route body: no sample post, by slug or by title.
  const outputs = readdirSync(server, { recursive: true, encoding: "utf8" }).filter((f) =>
    /\.(html|rsc|body)$/.test(f),
  );
  expect(outputs.length).toBeGreaterThan(20);
  const frozen = outputs.filter((f) => {
    const text = readFileSync(path.join(server, f), "utf8");
    return seedPosts.some((p, i) => text.includes(sampleSlugs[i]!) || text.includes(p.title));
  });
  expect(frozen).toEqual([]);
});
