// npm run bench blog [--sizes=1000,10000,100000] [--seconds=8]
// For each backend (embedded PGlite, PostgreSQL 15 on loopback) and each size: the repository's
// query times (p50/p95 of 40 runs), then the production server's response times for uncached
// list/search/post URLs and for /rss.xml and /sitemap.xml, and finally requests/s of a cached post
// page against the bare Next page measured in the same run.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

import { bareDir, build, root, rps, start, startPostgres, tsx } from "./lib.mjs";

const dbScript = path.join(root, "scripts/bench/blog-db.ts");
const terms = ["kubernetes", "design systems", "zebra", "qx", "latency budget", "rust", "edge"];

function grow(n, dbEnv) {
  const r = spawnSync(process.execPath, [...tsx, dbScript, "grow", String(n)], {
    cwd: root,
    env: { ...process.env, ...dbEnv },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 1 << 24,
  });
  if (r.status !== 0) throw new Error(`grow ${n} failed`);
  return JSON.parse(r.stdout.trim().split("\n").pop());
}

/** Milliseconds per request for a list of distinct (so uncached) URLs: median and p95. */
async function fetchTimes(base, paths) {
  const samples = [];
  for (const p of paths) {
    const t = performance.now();
    const res = await fetch(base + p);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${p}: ${res.status}`);
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  const at = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  return { p50: at(0.5), p95: at(0.95) };
}

const fmt = (t) => `${t.p50.toFixed(1).padStart(7)} ${t.p95.toFixed(1).padStart(7)}`;

export async function main(args) {
  const sizes = (args.find((a) => a.startsWith("--sizes="))?.split("=")[1] ?? "1000,10000,100000")
    .split(",")
    .map(Number);
  const seconds = Number(args.find((a) => a.startsWith("--seconds="))?.split("=")[1] ?? 8);
  build(bareDir);
  build(root, { force: args.includes("--rebuild") });
  const pg = await startPostgres();
  const pgliteDir = mkdtempSync(path.join(tmpdir(), "agency-bench-pglite-"));
  const backends = [
    ["pglite", { PGLITE_DIR: pgliteDir, SEED_SAMPLES: "false" }],
    ["postgres", { DATABASE_URL: pg.url }],
  ];
  const results = { date: new Date().toISOString(), backends: {} };
  try {
    for (const [name, dbEnv] of backends) {
      results.backends[name] = [];
      console.log(`\n== ${name}: p50 / p95 ms`);
      console.log(
        `${"posts".padStart(7)} | repo: ${["list p1", "list p50", "search", "post", "rss", "sitemap"].map((h) => h.padStart(15)).join("")}`,
      );
      for (const n of sizes) {
        const repo = grow(n, dbEnv);
        const site = await start(root, dbEnv);
        let http;
        try {
          const offset = sizes.indexOf(n) * 10; // distinct URLs per size: none is cached yet
          http = {
            list: await fetchTimes(
              site.base,
              Array.from({ length: 10 }, (_, i) => `/blogs?page=${2 + offset + i}`),
            ),
            search: await fetchTimes(
              site.base,
              terms.map((t) => `/blogs?q=${encodeURIComponent(t)}&s=${n}`),
            ),
            post: await fetchTimes(
              site.base,
              Array.from(
                { length: 10 },
                (_, i) => `/blogs/bench-post-${1 + (((i + offset) * 97) % n)}`,
              ),
            ),
            rss: await fetchTimes(site.base, ["/rss.xml"]),
            sitemap: await fetchTimes(site.base, ["/sitemap.xml"]),
          };
          if (n === sizes.at(-1)) {
            const post = `${site.base}/blogs/bench-post-1`;
            await fetch(post); // render once; later requests are served from the cache
            const before = await rps(`${(await startBare()).base}/`, { seconds });
            const cached = await rps(post, { seconds });
            results.backends[name].rpsCachedPost = { bare: before.rps, post: cached.rps };
          }
        } finally {
          site.stop();
          stopBare();
        }
        results.backends[name].push({ ...repo, http });
        printRow(n, repo, http);
      }
      const r = results.backends[name].rpsCachedPost;
      if (r)
        console.log(
          `cached post page ${r.post.toFixed(0)} req/s vs bare ${r.bare.toFixed(0)} req/s: ${((r.post / r.bare) * 100).toFixed(0)}% (target ≥ 90%)`,
        );
    }
  } finally {
    pg.stop();
    rmSync(pgliteDir, { recursive: true, force: true });
  }
  const out = path.join(root, "bench-results");
  await mkdir(out, { recursive: true });
  await writeFile(path.join(out, "blog.json"), JSON.stringify(results, null, 2));
  console.log(`\nwrote bench-results/blog.json`);
}

let bare;
async function startBare() {
  bare ??= await start(bareDir);
  return bare;
}
function stopBare() {
  bare?.stop();
  bare = undefined;
}

function printRow(n, repo, http) {
  const cols = [repo.list, repo.listDeep, repo.search, repo.post, repo.rss, repo.sitemap];
  console.log(`${String(n).padStart(7)} | repo: ${cols.map(fmt).join(" ")}`);
  const h = [http.list, http.search, http.post, http.rss, http.sitemap];
  console.log(
    `${"".padStart(7)} | http: ${h.map(fmt).join(" ")}   (list, search, post, rss, sitemap)`,
  );
}
