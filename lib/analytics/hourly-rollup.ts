import "server-only";

import { and, eq, gte, lt, min, sql } from "drizzle-orm";

import { analyticsEvents } from "@/lib/db/analytics-schema";

import {
  analyticsHourly,
  analyticsSegmentVisitors,
  analyticsSegments,
} from "@/lib/db/analytics-hourly-schema";
import { transaction } from "@/lib/db/transaction";
import type { Db } from "@/lib/db/types";
import { dayIn } from "@/lib/follow-ups/day";
import { addDays } from "@/lib/zoned-time";
import { rollHoursSql } from "./hourly-sql";
import { hourFloor, midnightIn, segmentsOf, type Span } from "./zone";

/**
 * An hour is rolled up this long after it ends: the event buffer writes within a second
 * (lib/analytics/event-buffer.ts), so a finished hour's events are all in by then.
 */
const SETTLE_MS = 2 * 60_000;
/** Two instances running the job at once take turns (it would be harmless, only wasted). */
const LOCK_KEY = 2_028_001;
const HOUR_MS = 3_600_000;

export type HourlyReport = { segments: { start: string; rolledUntil: string }[]; rows: number };

/**
 * Rolls the agency's today up by the hour, as lib/db/analytics-hourly-schema.ts describes: for
 * each segment of today (and the rest of yesterday's), the finished hours not rolled up yet are
 * added — their counts, and each visitor's values first seen in them — and the segment's reach
 * moves on. Incremental and idempotent: a second run at the same time finds nothing to do.
 * Yesterday's segments stay (the dashboard reads them until the daily roll-up has that day);
 * older ones are deleted, and a finished segment's visitor keys at once.
 */
export async function rollUpHours(now: Date, db: Db, timeZone: string): Promise<HourlyReport> {
  const today = dayIn(now, timeZone);
  const yesterday = addDays(today, -1);
  const settled = hourFloor(new Date(now.getTime() - SETTLE_MS));
  const report: HourlyReport = { segments: [], rows: 0 };
  const keepFrom = midnightIn(yesterday, timeZone);
  await db.delete(analyticsHourly).where(lt(analyticsHourly.hour, keepFrom));
  await db.delete(analyticsSegmentVisitors).where(lt(analyticsSegmentVisitors.segment, keepFrom));
  await db.delete(analyticsSegments).where(lt(analyticsSegments.start, keepFrom));
  for (const span of [...segmentsOf(yesterday, timeZone), ...segmentsOf(today, timeZone)]) {
    const until = new Date(Math.min(span.end.getTime(), settled.getTime()));
    if (until <= span.start) continue;
    // An hour of events a transaction: a first run (or one after a stop) catching up on a whole
    // day of a busy site stays within the statement timeout; empty hours are stepped over at once.
    let cursor = (await reachOf(db, span.start)) ?? span.start;
    while (cursor < until) {
      const next = await firstEventAt(db, cursor, until);
      const step = next
        ? Math.min(hourFloor(next).getTime() + HOUR_MS, until.getTime())
        : until.getTime();
      report.rows += await rollSegment(db, span, new Date(step));
      cursor = new Date(step);
    }
    report.segments.push({ start: span.start.toISOString(), rolledUntil: until.toISOString() });
  }
  return report;
}

const reachOf = async (db: Db, start: Date) =>
  (
    await db
      .select({ rolledUntil: analyticsSegments.rolledUntil })
      .from(analyticsSegments)
      .where(eq(analyticsSegments.start, start))
  )[0]?.rolledUntil;

/** The first event in [from, to), if any (the index on `at` answers it). */
async function firstEventAt(db: Db, from: Date, to: Date): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(analyticsEvents.at) })
    .from(analyticsEvents)
    .where(and(gte(analyticsEvents.at, from), lt(analyticsEvents.at, to)));
  return row?.at ?? null;
}

/** Rolls `span` up to `until` (from where it was left); returns the hourly rows written. */
async function rollSegment(db: Db, span: Span, until: Date): Promise<number> {
  return transaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    const [state] = await tx
      .select({ rolledUntil: analyticsSegments.rolledUntil })
      .from(analyticsSegments)
      .where(eq(analyticsSegments.start, span.start));
    if (state && state.rolledUntil >= until) return 0;
    if (!state) {
      // A segment starts clean (nothing of it can be there without its state row, but a manual
      // delete of the state must not double its hours).
      await tx
        .delete(analyticsHourly)
        .where(and(gte(analyticsHourly.hour, span.start), lt(analyticsHourly.hour, span.end)));
      await tx
        .delete(analyticsSegmentVisitors)
        .where(eq(analyticsSegmentVisitors.segment, span.start));
    }
    const from = state?.rolledUntil ?? span.start;
    const result = await tx.execute(rollHoursSql(span.start, from, until));
    await tx
      .insert(analyticsSegments)
      .values({ start: span.start, end: span.end, rolledUntil: until })
      .onConflictDoUpdate({ target: analyticsSegments.start, set: { rolledUntil: until } });
    // A finished segment's hours are all rolled up: who was seen in it is no longer needed.
    if (until >= span.end) {
      await tx
        .delete(analyticsSegmentVisitors)
        .where(eq(analyticsSegmentVisitors.segment, span.start));
    }
    const r = result as { rowCount?: number | null; affectedRows?: number };
    return r.rowCount ?? r.affectedRows ?? 0;
  });
}
