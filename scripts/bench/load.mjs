// npm run bench load [--seconds=60] [--connections=50]
// The production server on loopback under 50 concurrent connections for 60 s per route: `/`,
// `/blogs`, a post, `/sitemap.xml`, `/rss.xml` and `/services` (a page pre-rendered whole), each
// beside a bare Next page measured in the same run. Every response must be a 2xx (0 errors).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import autocannon from "autocannon";

import { bareDir, build, root, start } from "./lib.mjs";

const arg = (name, fallback) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);

async function load(url, seconds, connections) {
  await autocannon({ url, connections, duration: Math.min(5, seconds) }); // warm-up
  const r = await autocannon({ url, connections, duration: seconds });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    requests: r.requests.total,
  };
}

export async function main() {
  const seconds = arg("seconds", 60);
  const connections = arg("connections", 50);
  build(bareDir);
  build(root);
  const dir = mkdtempSync(path.join(tmpdir(), "bench-load-"));
  const site = await start(root, { PGLITE_DIR: path.join(dir, "db"), DATA_DIR: dir });
  const bare = await start(bareDir);
  try {
    const html = await (await fetch(`${site.base}/blogs`)).text();
    const post = /href="(\/blogs\/[a-z0-9-]+)"/.exec(html)?.[1];
    if (!post) throw new Error("no post link on /blogs");
    const routes = ["/", "/services", "/blogs", post, "/sitemap.xml", "/rss.xml"];
    const rows = [];
    // The bare page first and last: the mean is the baseline, the spread shows host drift.
    const bareFirst = await load(`${bare.base}/`, seconds, connections);
    for (const route of routes)
      rows.push({ route, ...(await load(`${site.base}${route}`, seconds, connections)) });
    const bareLast = await load(`${bare.base}/`, seconds, connections);
    const baseline = (bareFirst.rps + bareLast.rps) / 2;
    console.log(
      `\n${connections} connections × ${seconds} s per route; bare Next page ${bareFirst.rps.toFixed(0)} / ${bareLast.rps.toFixed(0)} req/s (first / last), p99 ${bareFirst.p99} ms`,
    );
    console.log("| route | req/s | % of bare | p50 ms | p99 ms | requests | errors | non-2xx |");
    console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
    for (const r of rows) {
      console.log(
        `| \`${r.route}\` | ${r.rps.toFixed(0)} | ${((100 * r.rps) / baseline).toFixed(0)} % | ${r.p50} | ${r.p99} | ${r.requests} | ${r.errors} | ${r.non2xx} |`,
      );
    }
    if (rows.some((r) => r.errors || r.non2xx)) {
      console.error("FAILED: some requests errored or were not 2xx");
      process.exitCode = 1;
    }
  } finally {
    site.stop();
    bare.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
