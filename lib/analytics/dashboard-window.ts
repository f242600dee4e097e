import "server-only";

import { sql } from "drizzle-orm";

import type { Db } from "@/lib/db/types";
import { partsOf, readSegments, type Part, type Segment } from "./dashboard-parts";
import { addDays } from "@/lib/zoned-time";

/**
 * Where a period's numbers are read from. Finished days come from analytics_daily (a few rows a
 * day, whatever the traffic); the days the daily job has not reached yet (today, and yesterday
 * until the job has run) from the hourly roll-up of their segments (lib/analytics/hourly-rollup.ts)
 * and raw analytics_events only past its reach — the hour that is not over yet — or where no
 * segment covers them. So a query's cost grows neither with the raw table nor with today's
 * traffic beyond an hour's (index analytics_events_at_idx on `at`).
 */
export type Window = {
  /** Days read from the roll-ups, inclusive; null when none. */
  daily: { from: string; to: string } | null;
  /** Days not rolled up yet, inclusive; null when none. */
  raw: { from: string; to: string } | null;
  /** The raw days cut into what is read from where (dashboard-parts.ts). */
  parts: Part[];
  timeZone: string;
};

/** What the roll-up jobs have reached: the last daily day and today's segments. */
export type Reach = { rolled: string | null; segments: Segment[] };

/** How many days at most come from the raw events: today and a roll-up job that runs late. */
const RAW_DAYS = 2;

/** The last day the roll-up job has finished (the index on (dimension, day) answers it). */
async function rolledThrough(db: Db): Promise<string | null> {
  const { rows } = await db.execute<{ day: string | null }>(
    sql`select max(day)::text as day from analytics_daily where dimension = 'site'`,
  );
  return rows[0]?.day ?? null;
}

export async function readReach(db: Db): Promise<Reach> {
  const [rolled, segments] = await Promise.all([rolledThrough(db), readSegments(db)]);
  return { rolled, segments };
}

/** Splits [from, to] into its rolled-up days and its raw days (see `Window`). */
export function windowFor(
  period: { from: string; to: string },
  today: string,
  reach: Reach,
  timeZone: string,
  now = new Date(),
): Window {
  const { rolled } = reach;
  const earliestRaw = addDays(today, -(RAW_DAYS - 1));
  const firstUnrolled = rolled ? addDays(rolled, 1) : earliestRaw;
  const rawFrom = [period.from, firstUnrolled, earliestRaw].sort().at(-1)!;
  const dailyTo = [period.to, rolled ?? addDays(period.from, -1)].sort()[0]!;
  const raw = rawFrom <= period.to ? { from: rawFrom, to: period.to } : null;
  return {
    daily: period.from <= dailyTo ? { from: period.from, to: dailyTo } : null,
    raw,
    parts: raw ? partsOf(raw, reach.segments, timeZone, now) : [],
    timeZone,
  };
}
