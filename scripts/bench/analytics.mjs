// npm run bench analytics [--rate=1000] [--seconds=8] [--sizes=1000000,10000000] [--skip-seed]
//                         [--baseline=DIR [--rounds=N]]
// Collection side of the cookieless analytics (docs/analytics.md), on PGlite and on PostgreSQL 15:
// 1. /services req/s alone, then again while a burst of `rate` beacons/s (each from its own
//    address, TRUST_PROXY on, a browser's user agent) posts to /api/visit for the whole
//    measurement: the cost of ingestion to page serving, in the same run. The burst's answers
//    (all 204), its latency and, after the server stopped, the events stored against those sent:
//    the loss. With --baseline, a built checkout of another commit (its own node_modules and
//    `npm run build`) is measured the same way in the same run, alternating with this one for
//    --rounds rounds (each on a fresh database), so before/after share the machine's load.
// 2. The database alone: seeding 1 M and 10 M events (generate_series, 30 days) and the roll-up of
//    every seeded day (lib/analytics/rollup.ts), timed (scripts/bench/analytics-db.ts).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { build, root, rps, start, startPostgres, tsx } from "./lib.mjs";

const dbScript = path.join(root, "scripts/bench/analytics-db.ts");
const burstScript = path.join(root, "scripts/bench/beacon-burst.mjs");
const option = (args, name, fallback) =>
  args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;

function db(args, dbEnv) {
  const r = spawnSync(process.execPath, [...tsx, dbScript, ...args], {
    cwd: root,
    env: { ...process.env, ...dbEnv },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 1 << 24,
  });
  if (r.status !== 0) throw new Error(`analytics-db ${args.join(" ")} failed`);
  return JSON.parse(r.stdout.trim().split("\n").pop());
}

/** The burst (beacon-burst.mjs) in a child process; resolves with its report. */
function burst(base, rate, seconds) {
  const child = spawn(process.execPath, [burstScript, base, String(rate), String(seconds)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  return new Promise((resolve, reject) =>
    child.on("exit", (code) =>
      code === 0 ? resolve(JSON.parse(out.trim())) : reject(new Error(`burst exited ${code}`)),
    ),
  );
}

async function serving(name, dbEnv, { rate, seconds, dir = root }) {
  const site = await start(dir, { ...dbEnv, TRUST_PROXY: "true" });
  let result;
  try {
    const services = `${site.base}/services`;
    await fetch(services);
    const alone = await rps(services, { seconds });
    const before = await fetch(`${site.base}/api/visit`, { method: "POST", body: "{}" });
    if (before.status !== 400) throw new Error(`/api/visit answered ${before.status} to {}`);
    // For the whole measurement: rps() warms up 3 s, then measures `seconds`.
    const sending = burst(site.base, rate, seconds + 3);
    const during = await rps(services, { seconds });
    const sent = await sending;
    // Every batch is written within a second; give it three, then stop the server (PGlite is
    // the server's own until it exits).
    await new Promise((r) => setTimeout(r, 3000));
    result = { alone, during, burst: sent };
  } finally {
    await site.stop();
  }
  // The PGlite directory is the server's until it has exited: try until it lets go.
  let events;
  for (let i = 0; events === undefined; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    try {
      ({ events } = db(["count"], dbEnv));
    } catch (error) {
      if (i > 15) throw error;
    }
  }
  result.stored = events;
  const s = result.burst;
  console.log(
    `${name}: /services ${result.alone.rps.toFixed(0)} req/s alone, ${result.during.rps.toFixed(0)} req/s during ${rate}/s beacons (${((result.during.rps / result.alone.rps) * 100).toFixed(0)}%); p99 ${result.alone.p99} → ${result.during.p99} ms`,
  );
  console.log(
    `${name}: beacons sent ${s.sent} at ${s.rate.toFixed(0)}/s, all answered in ${s.seconds.toFixed(1)} s, 204 ${s.ok}, failed ${s.failed}, latency p50 ${s.p50.toFixed(1)} p99 ${s.p99.toFixed(1)} ms; stored ${events} (lost ${s.ok - events})`,
  );
  return result;
}

/**
 * Before/after in one run: each round measures `baseline` then this checkout on each backend,
 * each on a database of its own (the baseline's migrations are not this one's).
 */
async function compare(baseline, rounds, options) {
  const out = [];
  for (let round = 1; round <= rounds; round++) {
    for (const name of ["pglite", "postgres"]) {
      for (const [label, dir] of [
        ["before", baseline],
        ["after", root],
      ]) {
        const pg = name === "postgres" ? await startPostgres() : null;
        const tmp = mkdtempSync(path.join(tmpdir(), "agency-bench-analytics-"));
        const dbEnv = pg ? { DATABASE_URL: pg.url } : { PGLITE_DIR: tmp, SEED_SAMPLES: "false" };
        try {
          const r = await serving(`${name} ${label} #${round}`, dbEnv, { ...options, dir });
          out.push({ round, backend: name, label, ...r });
        } finally {
          pg?.stop();
          rmSync(tmp, { recursive: true, force: true });
        }
      }
    }
  }
  return out;
}

export async function main(args) {
  const rate = Number(option(args, "rate", 1000));
  const seconds = Number(option(args, "seconds", 8));
  const sizes = option(args, "sizes", "1000000,10000000").split(",").map(Number);
  build(root, { force: args.includes("--rebuild") });
  const pg = await startPostgres();
  const pgliteDir = mkdtempSync(path.join(tmpdir(), "agency-bench-analytics-"));
  const backends = [
    ["pglite", { PGLITE_DIR: pgliteDir, SEED_SAMPLES: "false" }],
    ["postgres", { DATABASE_URL: pg.url }],
  ];
  const results = { date: new Date().toISOString(), rate, seconds, backends: {} };
  const baseline = option(args, "baseline", "");
  const rounds = Number(option(args, "rounds", 1));
  try {
    if (baseline) results.comparison = await compare(baseline, rounds, { rate, seconds });
    for (const [name, dbEnv] of baseline ? [] : backends) {
      const r = (results.backends[name] = {
        serving: await serving(name, dbEnv, { rate, seconds }),
      });
      if (args.includes("--skip-seed")) continue;
      r.seeded = [];
      for (const n of sizes) {
        const m = db(["seed", String(n)], dbEnv);
        r.seeded.push(m);
        console.log(
          `${name}: ${m.events} events over ${m.days} days seeded in ${(m.seedMs / 1000).toFixed(1)} s; roll-up ${(m.rollupMs / 1000).toFixed(1)} s (${m.rollupMsPerDay.toFixed(0)} ms/day, ${m.dailyRows} daily rows)`,
        );
      }
    }
  } finally {
    pg.stop();
    rmSync(pgliteDir, { recursive: true, force: true });
  }
  const out = path.join(root, "bench-results");
  await mkdir(out, { recursive: true });
  await writeFile(path.join(out, "analytics.json"), JSON.stringify(results, null, 2));
  console.log(`\nwrote bench-results/analytics.json`);
}
