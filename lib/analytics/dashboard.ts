import "server-only";

import { sql } from "drizzle-orm";

import { getDb } from "@/lib/db/client";
import type { Db } from "@/lib/db/types";
import { env } from "@/lib/env";
import { dayIn } from "@/lib/follow-ups/day";
import { breakdowns, type Breakdowns } from "./dashboard-breakdowns";
import { leadTables, leadTotals, type LeadTables } from "./dashboard-leads";
import { parseDayRange, type DayRange } from "./dashboard-range";
import { siteTotals, trafficSeries, type SeriesPoint, type Totals } from "./dashboard-traffic";
import { readReach, windowFor } from "./dashboard-window";

export type AnalyticsDashboard = {
  range: DayRange;
  /** The range is the agency's today alone: the series is per hour. */
  hourly: boolean;
  totals: Totals;
  previous: Totals;
  series: SeriesPoint[];
  breakdowns: Breakdowns;
  /** Distinct visitors whose events arrived in the last 30 minutes. */
  realtime: number;
  /** Null for a role without leads.read: the lead figures are personal-data adjacent. */
  leads: (LeadTables & { previous: { leads: number; won: number } }) | null;
  /** Nothing was ever recorded (no roll-up, no raw event): the page explains the beacon. */
  neverRecorded: boolean;
};

/** The agency's today (AGENCY_TIME_ZONE). */
export const agencyToday = (now = new Date()) => dayIn(now, env.AGENCY_TIME_ZONE);

/** The range of a request's search parameters, in the agency's days. */
export const dashboardRange = (params: Parameters<typeof parseDayRange>[0], now = new Date()) =>
  parseDayRange(params, agencyToday(now));

/** Distinct visitors in the last 30 minutes (raw events; the index on `at` bounds the scan). */
export async function realtimeVisitors(db: Db): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(distinct visitor)::int as n from analytics_events
        where at > now() - interval '30 minutes'`,
  );
  return Number(rows[0]?.n ?? 0);
}

async function neverRecorded(db: Db, rolled: string | null): Promise<boolean> {
  if (rolled) return false;
  const { rows } = await db.execute(sql`select 1 from analytics_events limit 1`);
  return rows.length === 0;
}

/**
 * Everything /admin/analytics shows for `range`, uncached: the numbers move with every visit and
 * only staff read them. The queries run side by side (each a handful of milliseconds; see
 * docs/benchmarks.md, "Analytics dashboard").
 */
export async function analyticsDashboard(
  range: DayRange,
  {
    withLeads,
    db: given,
    timeZone = env.AGENCY_TIME_ZONE,
  }: {
    withLeads: boolean;
    db?: Db;
    timeZone?: string;
  },
): Promise<AnalyticsDashboard> {
  const db = given ?? (await getDb());
  const reach = await readReach(db);
  const current = windowFor(range, range.today, reach, timeZone);
  const before = windowFor(range.previous, range.today, reach, timeZone);
  const hourly = range.from === range.to && range.to === range.today;
  const [totals, previous, series, tables, realtime, never, leads, previousLeads] =
    await Promise.all([
      siteTotals(db, current),
      siteTotals(db, before),
      trafficSeries(db, current, range, hourly),
      breakdowns(db, current),
      realtimeVisitors(db),
      neverRecorded(db, reach.rolled),
      withLeads ? leadTables(db, range, timeZone) : null,
      withLeads ? leadTotals(db, range.previous, timeZone) : null,
    ]);
  return {
    range,
    hourly,
    totals,
    previous,
    series,
    breakdowns: tables,
    realtime,
    leads: leads && previousLeads ? { ...leads, previous: previousLeads } : null,
    neverRecorded: never,
  };
}
