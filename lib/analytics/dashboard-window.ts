import "server-only";

import { sql, type SQL } from "drizzle-orm";

import type { Db } from "@/lib/db/types";
import { addDays } from "./dashboard-range";

/**
 * Where a period's numbers are read from. Finished days come from analytics_daily (a few rows a
 * day, whatever the traffic); raw analytics_events only for the days the roll-up job has not
 * reached yet: today, and yesterday until the job has run. Raw rows are never scanned for older
 * days, so a query's cost does not grow with the raw table (index analytics_events_at_idx on `at`).
 */
export type Window = {
  /** Days read from the roll-ups, inclusive; null when none. */
  daily: { from: string; to: string } | null;
  /** Days read from the raw events, inclusive; null when none. */
  raw: { from: string; to: string } | null;
  timeZone: string;
};

/** How many days at most come from the raw events: today and a roll-up job that runs late. */
const RAW_DAYS = 2;

/** The last day the roll-up job has finished (the index on (dimension, day) answers it). */
export async function rolledThrough(db: Db): Promise<string | null> {
  const { rows } = await db.execute<{ day: string | null }>(
    sql`select max(day)::text as day from analytics_daily where dimension = 'site'`,
  );
  return rows[0]?.day ?? null;
}

/** Splits [from, to] into its rolled-up days and its raw days (see `Window`). */
export function windowFor(
  period: { from: string; to: string },
  today: string,
  rolled: string | null,
  timeZone: string,
): Window {
  const earliestRaw = addDays(today, -(RAW_DAYS - 1));
  const firstUnrolled = rolled ? addDays(rolled, 1) : earliestRaw;
  const rawFrom = [period.from, firstUnrolled, earliestRaw].sort().at(-1)!;
  const dailyTo = [period.to, rolled ?? addDays(period.from, -1)].sort()[0]!;
  return {
    daily: period.from <= dailyTo ? { from: period.from, to: dailyTo } : null,
    raw: rawFrom <= period.to ? { from: rawFrom, to: period.to } : null,
    timeZone,
  };
}

/** `at` within the raw days, in the agency's zone (midnight to midnight, DST included). */
export function rawBounds(window: Window, column: SQL = sql`at`): SQL {
  const { raw, timeZone } = window;
  if (!raw) return sql`false`;
  return sql`${column} >= (${raw.from}::date::timestamp at time zone ${timeZone})
    and ${column} < ((${raw.to}::date + 1)::timestamp at time zone ${timeZone})`;
}

/** The agency's calendar day of a raw event, as text. */
export const rawDay = (timeZone: string) => sql`((at at time zone ${timeZone})::date)::text`;

/**
 * A raw event's visitor for counting: 64 bits of its hash (narrow rows hash and group fast). The
 * visitor hash already holds its day's salt, so one person on two days is two visitors, as the
 * roll-ups count them; a 64-bit collision among a day's visitors is negligible (~10⁻⁹ at 100,000).
 */
export const visitorKey = sql`hashtextextended(visitor, 0)`;
