// Database side of `npm run bench blog`, run through tsx so it calls the real repository code.
//   blog-db.ts postgres          start a PostgreSQL 15 on loopback, print its URL, stop on SIGTERM
//   blog-db.ts grow <N>          grow `blogs` to N posts (DATABASE_URL or PGLITE_DIR), then time
//                                the repository's queries and print one JSON line
import { performance } from "node:perf_hooks";

import { count, sql } from "drizzle-orm";

import {
  countSitemapBlogs,
  findBlogBySlug,
  latestBlogsWithContent,
  listBlogs,
  sitemapBlogs,
} from "@/lib/blog/repository";
import { RSS_ITEMS } from "@/lib/blog/rss";
import { migrate } from "@/lib/db/migrate";
import { openPglite } from "@/lib/db/pglite";
import { openPostgres } from "@/lib/db/postgres";
import { blogs } from "@/lib/db/schema";
import type { Connection, Db } from "@/lib/db/types";
import { startPostgres } from "@/tests/helpers/postgres-server";

export const SEARCH_TERMS = ["kubernetes", "design systems", "zebra", "qx", "latency budget"];
const RUNS = 40;

async function open(): Promise<Connection> {
  const url = process.env.DATABASE_URL;
  const connection = url ? openPostgres(url, 4) : await openPglite(process.env.PGLITE_DIR ?? "");
  await migrate(connection);
  return connection;
}

/** Adds bench posts up to `target` rows in one set-based insert (titles from word lists, so
 * trigram search has realistic selectivity: common words, rare words, misses). */
async function grow(db: Db, target: number) {
  const [row] = await db.select({ n: count() }).from(blogs);
  const have = row?.n ?? 0;
  if (have >= target) return;
  await db.execute(
    sql.raw(`
    insert into blogs (title, summary, content, slug, is_auto_generated, category, tags, source_url, created_at)
    select
      (array['Scaling','Designing','Testing','Shipping','Debugging','Migrating','Securing','Profiling'])[1 + i % 8]
        || ' ' || (array['Next.js','Postgres','Kubernetes','React','TypeScript','Edge','Design Systems','GraphQL','Rust','Flutter'])[1 + (i / 8) % 10]
        || ' ' || (array['in production','for startups','at scale','the hard way','with care','on a budget'])[1 + (i / 80) % 6]
        || ' #' || i,
      'Notes from project ' || i || ' about ' || (array['latency budgets','caching','observability','accessibility','cost control'])[1 + i % 5] || '.',
      repeat('<p>Body paragraph with <strong>some</strong> markup and a <a href="https://example.com">link</a>.</p>', 20),
      'bench-post-' || i,
      i % 4 = 0,
      (array['Engineering','Design','Product','Operations'])[1 + i % 4],
      array['bench', 'tag' || (i % 50)],
      case when i % 4 = 0 then 'https://feeds.example/post/' || i end,
      timestamptz '2026-01-01' - make_interval(mins => i)
    from generate_series(${have + 1}, ${target}) as i`),
  );
  await db.execute(sql`analyze blogs`);
}

async function time(fn: () => Promise<unknown>) {
  const samples: number[] = [];
  await fn(); // warm the plan and the buffer cache
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  const at = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))]!;
  return { p50: at(0.5), p95: at(0.95) };
}

async function measure(db: Db, n: number) {
  let term = 0;
  const search = await time(() => {
    const q = SEARCH_TERMS[term++ % SEARCH_TERMS.length]!;
    return listBlogs(db, { q, page: 1 });
  });
  let slug = 0;
  return {
    n,
    list: await time(() => listBlogs(db, { page: 1 })),
    listDeep: await time(() => listBlogs(db, { page: 50 })),
    search,
    post: await time(() => findBlogBySlug(db, `bench-post-${1 + ((slug++ * 7919) % n)}`)),
    rss: await time(() => latestBlogsWithContent(db, RSS_ITEMS)),
    sitemap: await time(async () => {
      const count = await countSitemapBlogs(db);
      return sitemapBlogs(db, { limit: Math.min(count, 50_000), offset: 0 });
    }),
  };
}

const [command, arg] = process.argv.slice(2);
if (command === "postgres") {
  const server = await startPostgres();
  console.log(server.url());
  process.on("SIGTERM", () => void server.stop().then(() => process.exit(0)));
  setInterval(() => {}, 1 << 30);
} else if (command === "grow") {
  const n = Number(arg);
  const connection = await open();
  try {
    const t = performance.now();
    await grow(connection.db, n);
    const seedMs = performance.now() - t;
    console.log(JSON.stringify({ ...(await measure(connection.db, n)), seedMs }));
  } finally {
    await connection.close();
  }
} else {
  console.error("usage: blog-db.ts postgres | grow <N>");
  process.exit(2);
}
