// The dashboard's part of `npm run bench analytics` (the suite itself, with the ingest rate and
// the page-serving cost, is scripts/bench/analytics.mjs): /admin/analytics's queries timed at
// 1 M and 10 M raw events on PGlite and PostgreSQL 15, each backend grown in place (1 M, then
// 9 M more), 90 days of roll-ups beside them. Also runnable alone:
//   node scripts/bench/analytics-dashboard.mjs [--sizes=1000000,10000000] [--backends=pglite,postgres]
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { root, startPostgres, tsx } from "./lib.mjs";

const option = (args, name, fallback) =>
  (args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback).split(",");

function grow(n, dbEnv) {
  const run = spawnSync(
    process.execPath,
    [...tsx, path.join(root, "scripts/bench/analytics-dashboard-db.ts"), "grow", String(n)],
    {
      cwd: root,
      env: { ...process.env, ...dbEnv },
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  if (run.status !== 0) throw new Error(`analytics-dashboard-db.ts grow ${n} failed`);
  return JSON.parse(run.stdout.trim().split("\n").at(-1));
}

/** Runs the dashboard timings; returns { backend: [{ n, seedMs, timings }] }. */
export async function benchDashboardSuite(args = []) {
  const sizes = option(args, "sizes", "1000000,10000000").map(Number);
  const backends = option(args, "backends", "pglite,postgres");
  const results = {};
  for (const name of backends) {
    const pg = name === "postgres" ? await startPostgres() : null;
    const dir =
      name === "pglite" ? mkdtempSync(path.join(tmpdir(), "agency-bench-analytics-")) : null;
    const dbEnv = pg ? { DATABASE_URL: pg.url } : { PGLITE_DIR: dir };
    results[name] = [];
    try {
      for (const n of sizes) {
        const row = grow(n, dbEnv);
        results[name].push(row);
        console.log(
          `\n== ${name}, ${n.toLocaleString("en")} raw events (seeded in ${(row.seedMs / 1000).toFixed(0)} s; yesterday and today by the hour in ${(row.hourlyMs / 1000).toFixed(1)} s, ${row.hourlyRows} rows): p50 / p95 ms`,
        );
        const raw = row.rawToday;
        console.log(
          `${"page 30 d, today raw".padEnd(24)} ${raw.p50.toFixed(1).padStart(8)} ${raw.p95.toFixed(1).padStart(8)}`,
        );
        for (const [query, t] of Object.entries(row.timings)) {
          console.log(
            `${query.padEnd(24)} ${t.p50.toFixed(1).padStart(8)} ${t.p95.toFixed(1).padStart(8)}`,
          );
        }
      }
    } finally {
      pg?.stop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    }
  }
  return results;
}

export async function main(args) {
  const results = await benchDashboardSuite(args);
  const out = path.join(root, "bench-results");
  await mkdir(out, { recursive: true });
  await writeFile(
    path.join(out, "analytics-dashboard.json"),
    JSON.stringify({ date: new Date().toISOString(), backends: results }, null, 2),
  );
  console.log("\nwrote bench-results/analytics-dashboard.json");
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main(process.argv.slice(2));
