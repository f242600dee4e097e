import "server-only";

import { sql } from "drizzle-orm";

import { ANALYTICS_GOALS } from "@/lib/db/enums";
import type { Db } from "@/lib/db/types";
import { hourlySiteRows, rawDaysRows } from "./dashboard-parts";
import type { Window } from "./dashboard-window";

export type Goal = (typeof ANALYTICS_GOALS)[number];
export type GoalCounts = Record<Goal, number>;

/** The roll-ups' dimensions the dashboard breaks traffic down by (lib/db/analytics-schema.ts). */
export const DIMENSIONS = [
  "page",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "device",
] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export type Totals = {
  visitors: number;
  pageviews: number;
  engagements: number;
  engagedMs: number;
  /** Distinct visitors who reached each goal (summed over days, as visitors are). */
  goals: GoalCounts;
};

export const noGoals = (): GoalCounts => ({ booking: 0, contact: 0, newsletter: 0 });

type Row = {
  goal: string;
  visitors: number;
  pageviews: number;
  engagements: number;
  engaged_ms: number;
};

/**
 * The period's site-wide totals. A visitor is distinct within a day only (the salt rotates
 * daily), so a period's visitors are the sum of its days', for the roll-ups and today alike.
 */
export async function siteTotals(db: Db, window: Window): Promise<Totals> {
  const { daily } = window;
  const { rows } = await db.execute<Row>(sql`
    with parts as (
      select goal, sum(visitors) as visitors, sum(pageviews) as pageviews,
        sum(engagements) as engagements, sum(engaged_ms) as engaged_ms
      from analytics_daily
      where dimension = 'site' and ${daily ? sql`day between ${daily.from} and ${daily.to}` : sql`false`}
      group by goal
      union all
      select goal, sum(visitors), sum(pageviews), sum(engagements), sum(engaged_ms)
      from (${rawDaysRows(window.parts, ["site"])}) raw_days
      group by goal
    )
    select goal, sum(visitors)::float8 as visitors, sum(pageviews)::float8 as pageviews,
      sum(engagements)::float8 as engagements, sum(engaged_ms)::float8 as engaged_ms
    from parts group by goal`);
  const totals: Totals = {
    visitors: 0,
    pageviews: 0,
    engagements: 0,
    engagedMs: 0,
    goals: noGoals(),
  };
  for (const row of rows) {
    if (row.goal === "") {
      totals.visitors = Number(row.visitors);
      totals.pageviews = Number(row.pageviews);
      totals.engagements = Number(row.engagements);
      totals.engagedMs = Number(row.engaged_ms);
    } else if (row.goal in totals.goals) totals.goals[row.goal as Goal] = Number(row.visitors);
  }
  return totals;
}

export type SeriesPoint = { at: string; visitors: number; pageviews: number };

/**
 * Visitors and page views per day of the period (every day present, zeros included), or per hour
 * of the agency's today when the period is today alone ("2026-11-26T14").
 */
export async function trafficSeries(
  db: Db,
  window: Window,
  period: { from: string; to: string },
  hourly: boolean,
): Promise<SeriesPoint[]> {
  const { daily, parts, timeZone } = window;
  const raw = hourly
    ? sql`select bucket, visitors, pageviews from (${hourlySiteRows(parts, timeZone)}) h`
    : sql`select day, visitors, pageviews from (${rawDaysRows(parts, ["site"])}) r
        where goal = ''`;
  const { rows } = await db.execute<{ at: string; visitors: number; pageviews: number }>(sql`
    select at, sum(visitors)::float8 as visitors, sum(pageviews)::float8 as pageviews from (
      select day::text as at, visitors, pageviews from analytics_daily
      where dimension = 'site' and goal = ''
        and ${daily && !hourly ? sql`day between ${daily.from} and ${daily.to}` : sql`false`}
      union all
      -- Hourly buckets count a visitor once an hour: an hour is the unit the chart shows.
      ${raw}
    ) parts group by at`);
  const found = new Map(rows.map((r) => [r.at, r]));
  const buckets = hourly
    ? Array.from({ length: 24 }, (_, h) => `${period.from}T${String(h).padStart(2, "0")}`)
    : daysOf(period.from, period.to);
  return buckets.map((at) => ({
    at,
    visitors: Number(found.get(at)?.visitors ?? 0),
    pageviews: Number(found.get(at)?.pageviews ?? 0),
  }));
}

function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); ; t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    if (day > to) return days;
    days.push(day);
  }
}
