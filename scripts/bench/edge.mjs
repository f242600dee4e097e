// npm run bench edge [--full] [--seconds=N] [--connections=N] [--autocannon]
// deploy/nginx.conf (Debian's nginx, a worker per core) in front of the production server, in one
// run: the same nginx serving the home page's HTML as a static file, gzipped (the baseline: the most this
// host's nginx and load generator can do), then the cached pages through the shipped config, each
// checked to be a cache hit before and after its run. Clients ask for gzip, as browsers do; `/`
// once more without (nginx unpacks the stored copy).
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { freePort, startNginx } from "../nginx/local-nginx.mjs";
import {
  build,
  hasWrk,
  loadOptions,
  loadRoute,
  loadRouteWrk,
  printLoadTable,
  root,
  start,
} from "./lib.mjs";

const gzip = { "accept-encoding": "gzip" };

async function cacheStatus(url, headers) {
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  return response.headers.get("x-cache-status");
}

export async function main(argv) {
  const options = loadOptions(argv);
  // wrk when installed (apt-get install wrk): autocannon cannot keep nginx busy on this host.
  const wrk = hasWrk() && !argv.includes("--autocannon");
  const load = wrk ? loadRouteWrk : loadRoute;
  build(root);
  const dir = mkdtempSync(path.join(tmpdir(), "bench-edge-"));
  const site = await start(root, { PGLITE_DIR: path.join(dir, "db"), DATA_DIR: dir });
  const staticDir = path.join(dir, "static");
  mkdirSync(staticDir);
  // Stored gzipped too (gzip_static), so the baseline sends what a cache hit sends: no per-request
  // compression on either side.
  const home = await (await fetch(`${site.base}/`)).text();
  writeFileSync(path.join(staticDir, "index.html"), home);
  writeFileSync(path.join(staticDir, "index.html.gz"), gzipSync(home, { level: 9 }));
  const staticPort = await freePort();
  const edge = await startNginx({
    originPort: Number(new URL(site.base).port),
    workers: "auto",
    extra: `  server { listen 127.0.0.1:${staticPort}; root ${staticDir}; gzip_static on; }`,
  });
  try {
    const html = await (await fetch(`${edge.base}/blogs`)).text();
    const post = /href="(\/blogs\/(?!page\/|search)[a-z0-9-]+)"/.exec(html)?.[1];
    if (!post) throw new Error("no post link on /blogs");
    const baseline = {
      route: "nginx static file (home HTML)",
      ...(await load(`http://127.0.0.1:${staticPort}/index.html`, {
        ...options,
        headers: gzip,
      })),
    };
    const rows = [baseline];
    const runs = [
      ["/services", gzip],
      [post, gzip],
      ["/blogs", gzip],
      ["/", gzip],
      ["/", {}],
    ];
    for (const [route, headers] of runs) {
      const url = `${edge.base}${route}`;
      await cacheStatus(url, headers);
      const before = await cacheStatus(url, headers);
      const result = await load(url, { ...options, headers });
      const after = await cacheStatus(url, headers);
      const label = `\`${route}\`${headers["accept-encoding"] ? "" : " (no gzip: gunzip)"} ${before}/${after}`;
      rows.push({ route: label, ...result });
    }
    console.log(
      `\nThrough deploy/nginx.conf: ${options.connections} connections × ${options.seconds} s per route, load from ${wrk ? "wrk (2 threads)" : "autocannon"}; cache status before/after each run`,
    );
    if (printLoadTable(rows, { "static file": baseline })) {
      console.error("FAILED: some requests errored or were not 2xx");
      process.exitCode = 1;
    }
  } finally {
    await edge.stop();
    site.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
