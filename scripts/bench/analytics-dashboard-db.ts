// Database side of the dashboard's part of `npm run bench analytics`, run through tsx so it calls
// the real query code (lib/analytics/dashboard-bench.ts):
//   analytics-dashboard-db.ts grow <N>   grow analytics_events to N raw events spread over the
//                                        last 90 days (the default retention), with 90 days of
//                                        roll-ups beside them (DATABASE_URL or PGLITE_DIR), roll
//                                        today up by the hour (timed, from scratch: the growth
//                                        added events to today's finished hours too), then time
//                                        each dashboard query and print one JSON line
import { performance } from "node:perf_hooks";

import { sql } from "drizzle-orm";

import { benchDashboard } from "@/lib/analytics/dashboard-bench";
import { analyticsDashboard } from "@/lib/analytics/dashboard";
import { parseDayRange } from "@/lib/analytics/dashboard-range";
import { addDays } from "@/lib/zoned-time";
import { rollUpHours } from "@/lib/analytics/hourly-rollup";
import { migrate } from "@/lib/db/migrate";
import { openPglite } from "@/lib/db/pglite";
import { openPostgres } from "@/lib/db/postgres";
import type { Connection } from "@/lib/db/types";
import { fillDaily, fillEvents } from "@/tests/helpers/analytics-seed";

const DAYS = 90;

async function open(): Promise<Connection> {
  const url = process.env.DATABASE_URL;
  const connection = url ? openPostgres(url, 4) : await openPglite(process.env.PGLITE_DIR ?? "");
  await migrate(connection);
  return connection;
}

const [command, arg] = process.argv.slice(2);
if (command !== "grow" || !Number(arg)) {
  console.error("usage: analytics-dashboard-db.ts grow <N>");
  process.exit(2);
}
const target = Number(arg);
const connection = await open();
try {
  const { db } = connection;
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const t = performance.now();
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::float8 as n from analytics_events`,
  );
  const have = Number(rows[0]?.n ?? 0);
  // Events up to now over the last 90 days: today holds 1/90th of them, as a steady site's would.
  const start = new Date(now.getTime() - DAYS * 86_400_000);
  if (have < target) await fillEvents(db, target - have, start, now);
  await fillDaily(db, addDays(today, -DAYS), addDays(today, -1));
  await db.execute(sql`analyze analytics_events`);
  await db.execute(sql`analyze analytics_daily`);
  const seedMs = performance.now() - t;
  await db.execute(sql`truncate analytics_hourly, analytics_segments, analytics_segment_visitors`);
  // The same page with today from raw events alone (no hourly roll-up yet): the cost the hourly
  // roll-up removes, measured in this run, under this machine's load.
  const page30 = () =>
    analyticsDashboard(parseDayRange({ range: "30" }, today), {
      withLeads: true,
      db,
      timeZone: "UTC",
    });
  await page30();
  const samples: number[] = [];
  for (let i = 0; i < 7; i++) {
    const s0 = performance.now();
    await page30();
    samples.push(performance.now() - s0);
  }
  samples.sort((a, b) => a - b);
  const rawToday = { p50: samples[3]!, p95: samples[6]! };
  // The worst case the hourly path meets: the scheduler runs a few minutes past each hour, so up
  // to an hour and some is still raw. Rolling up only to an hour ago leaves at least that much.
  const h = performance.now();
  const hourly = await rollUpHours(new Date(now.getTime() - 3_600_000), db, "UTC");
  const hourlyMs = performance.now() - h;
  await db.execute(sql`analyze analytics_hourly`);
  await db.execute(sql`analyze analytics_segment_visitors`);
  const timings = await benchDashboard(db, { today, timeZone: "UTC" });
  console.log(
    JSON.stringify({ n: target, seedMs, hourlyMs, hourlyRows: hourly.rows, rawToday, timings }),
  );
} finally {
  await connection.close();
}
