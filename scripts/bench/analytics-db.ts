// Database side of `npm run bench analytics`, run through tsx so it calls the real lib code.
//   analytics-db.ts count              print the number of raw events (after a burst)
//   analytics-db.ts seed <N> [days]    seed N events over `days` days (30) ending yesterday, time
//                                      the seeding and the roll-up of every seeded day; one JSON line
// On DATABASE_URL or PGLITE_DIR. MEASURES below is where other timings of the seeded data go (the
// dashboard's queries): each gets the handle and returns p50/p95 through `time`.
import { performance } from "node:perf_hooks";

import { sql } from "drizzle-orm";

import { runAnalyticsRollup } from "@/lib/analytics/rollup";
import { seedAnalyticsEvents } from "@/lib/analytics/seed";
import { migrate } from "@/lib/db/migrate";
import { openPglite } from "@/lib/db/pglite";
import { openPostgres } from "@/lib/db/postgres";
import type { Connection, Db } from "@/lib/db/types";

async function open(): Promise<Connection> {
  const url = process.env.DATABASE_URL;
  const connection = url ? openPostgres(url, 4) : await openPglite(process.env.PGLITE_DIR ?? "");
  await migrate(connection);
  return connection;
}

const RUNS = 20;
/** p50 and p95 of RUNS runs after one warm-up, in ms. */
export async function time(fn: () => Promise<unknown>) {
  const samples: number[] = [];
  await fn();
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  const at = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))]!;
  return { p50: at(0.5), p95: at(0.95) };
}

/** Timings of queries over the seeded events (the dashboard adds its own here). */
export const MEASURES: Record<string, (db: Db) => Promise<{ p50: number; p95: number }>> = {};

const count = async (db: Db) => {
  const result = await db.execute(sql`select count(*)::int as n from analytics_events`);
  return (result.rows[0] as { n: number }).n;
};

const [command, arg, daysArg] = process.argv.slice(2);
const connection = await open();
try {
  if (command === "count") {
    console.log(JSON.stringify({ events: await count(connection.db) }));
  } else if (command === "seed") {
    const n = Number(arg);
    const days = Number(daysArg ?? 30);
    const db = connection.db;
    await db.execute(sql`truncate analytics_events, analytics_daily, analytics_salts`);
    const end = new Date(Date.now() - 86_400_000); // yesterday: every seeded day is finished
    let t = performance.now();
    await seedAnalyticsEvents(db, { events: n, days, end });
    await db.execute(sql`analyze analytics_events`);
    const seedMs = performance.now() - t;
    t = performance.now();
    const report = await runAnalyticsRollup(new Date(), db);
    const rollupMs = performance.now() - t;
    const measured: Record<string, unknown> = {};
    for (const [name, measure] of Object.entries(MEASURES)) measured[name] = await measure(db);
    console.log(
      JSON.stringify({
        events: await count(db),
        days: report.days.length,
        dailyRows: report.rows,
        seedMs,
        rollupMs,
        rollupMsPerDay: rollupMs / Math.max(1, report.days.length),
        ...measured,
      }),
    );
  } else {
    console.error("usage: analytics-db.ts count | seed <N> [days]");
    process.exitCode = 2;
  }
} finally {
  await connection.close();
}
