// npm run bench load [--full] [--seconds=N] [--connections=N]
// The production server (embedded PGlite) on loopback, one route at a time in one run: a bare Next
// page (the baseline, first and last: the spread shows host drift), `/services` (pre-rendered
// whole), a post, `/blogs`, a search and `/` (served from the page cache; the search per request),
// and the bare app's one-line page rendered per request: the framework's floor for the search.
// Quick mode 10 connections × 10 s per route; --full the 50 × 60 s. Every response must
// be a 2xx.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { bareDir, build, loadOptions, loadRoute, printLoadTable, root, start } from "./lib.mjs";

export async function main(argv) {
  const options = loadOptions(argv);
  build(bareDir);
  build(root);
  const dir = mkdtempSync(path.join(tmpdir(), "bench-load-"));
  const site = await start(root, { PGLITE_DIR: path.join(dir, "db"), DATA_DIR: dir });
  const bare = await start(bareDir);
  try {
    const html = await (await fetch(`${site.base}/blogs`)).text();
    const post = /href="(\/blogs\/(?!page\/|search)[a-z0-9-]+)"/.exec(html)?.[1];
    if (!post) throw new Error("no post link on /blogs");
    const routes = ["/services", post, "/blogs", "/blogs/search?q=design", "/"];
    const bareFirst = await loadRoute(`${bare.base}/`, options);
    const rows = [];
    for (const route of routes)
      rows.push({ route: `\`${route}\``, ...(await loadRoute(`${site.base}${route}`, options)) });
    const bareLast = await loadRoute(`${bare.base}/`, options);
    const perRequest = {
      route: "bare Next page rendered per request (`/per-request`)",
      ...(await loadRoute(`${bare.base}/per-request`, options)),
    };
    const bareRow = {
      route: "bare Next page (mean of first and last)",
      ...bareFirst,
      rps: (bareFirst.rps + bareLast.rps) / 2,
      p99: Math.max(bareFirst.p99, bareLast.p99),
      requests: bareFirst.requests + bareLast.requests,
      errors: bareFirst.errors + bareLast.errors,
      non2xx: bareFirst.non2xx + bareLast.non2xx,
    };
    console.log(
      `\n${options.connections} connections × ${options.seconds} s per route; bare Next page ${bareFirst.rps.toFixed(0)} / ${bareLast.rps.toFixed(0)} req/s (first / last)`,
    );
    const failed = printLoadTable([bareRow, ...rows, perRequest], {
      "/services": rows[0],
      bare: bareRow,
      "bare per request": perRequest,
    });
    if (failed) {
      console.error("FAILED: some requests errored or were not 2xx");
      process.exitCode = 1;
    }
  } finally {
    site.stop();
    bare.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
