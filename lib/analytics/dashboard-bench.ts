import "server-only";

import { performance } from "node:perf_hooks";

import type { Db } from "@/lib/db/types";
import { analyticsDashboard, realtimeVisitors } from "./dashboard";
import { breakdowns } from "./dashboard-breakdowns";
import { leadTables } from "./dashboard-leads";
import { parseDayRange, type DayRange } from "./dashboard-range";
import { siteTotals, trafficSeries } from "./dashboard-traffic";
import { readReach, windowFor } from "./dashboard-window";

export type Timing = { p50: number; p95: number };

async function time(runs: number, fn: () => Promise<unknown>): Promise<Timing> {
  await fn(); // warm the plan and the buffer cache
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  const at = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))]!;
  return { p50: at(0.5), p95: at(0.95) };
}

/**
 * Times each of the dashboard's queries on `db` as it is (seeded by the caller): for the default
 * 30-day range, 90 days and today (hourly), plus the whole page's set of queries. For `npm run
 * bench analytics` (scripts/bench/analytics-dashboard.mjs) and anyone checking the < 200 ms goal.
 */
export async function benchDashboard(
  db: Db,
  { today, timeZone = "UTC", runs = 15 }: { today: string; timeZone?: string; runs?: number },
): Promise<Record<string, Timing>> {
  const range = (preset: string): DayRange => parseDayRange({ range: preset }, today);
  const reach = await readReach(db);
  const win = (r: DayRange) => windowFor(r, today, reach, timeZone);
  const r30 = range("30");
  const r90 = range("90");
  const rToday = range("today");
  const whole = (r: DayRange) => () => analyticsDashboard(r, { withLeads: true, db, timeZone });
  return {
    "roll-up reach": await time(runs, () => readReach(db)),
    "totals 30 d": await time(runs, () => siteTotals(db, win(r30))),
    "series 30 d": await time(runs, () => trafficSeries(db, win(r30), r30, false)),
    "breakdowns 30 d": await time(runs, () => breakdowns(db, win(r30))),
    "breakdowns 90 d": await time(runs, () => breakdowns(db, win(r90))),
    "series today (hourly)": await time(runs, () => trafficSeries(db, win(rToday), rToday, true)),
    "breakdowns today": await time(runs, () => breakdowns(db, win(rToday))),
    "last 30 minutes": await time(runs, () => realtimeVisitors(db)),
    "leads 30 d": await time(runs, () => leadTables(db, r30, timeZone)),
    "whole page 30 d": await time(runs, whole(r30)),
    "whole page 90 d": await time(runs, whole(r90)),
    "whole page today": await time(runs, whole(rToday)),
  };
}
