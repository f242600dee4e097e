import "server-only";

import { sql, type SQL } from "drizzle-orm";

import { analyticsSegments } from "@/lib/db/analytics-hourly-schema";
import type { Db } from "@/lib/db/types";
import { addDays } from "@/lib/zoned-time";
import { rawPartRows, rolledPartRows, visitorKey, type KeyDimension } from "./hourly-sql";
import { midnightIn } from "./zone";

/** A segment of today or yesterday as the hourly roll-up left it (analytics_segments). */
export type Segment = { start: Date; end: Date; rolledUntil: Date };

/**
 * One stretch of the raw days, in the agency's `day`: read from the hourly roll-up
 * ("rolled"), from the raw events after a segment's reach, counting only visitors not yet
 * counted in it ("current"), or from the raw events alone ("raw": no segment covers it).
 */
export type Part = {
  kind: "rolled" | "current" | "raw";
  day: string;
  from: Date;
  to: Date;
  segment: Date | null;
};

export async function readSegments(db: Db): Promise<Segment[]> {
  return db
    .select({
      start: analyticsSegments.start,
      end: analyticsSegments.end,
      rolledUntil: analyticsSegments.rolledUntil,
    })
    .from(analyticsSegments)
    .orderBy(analyticsSegments.start);
}

/**
 * The raw days [from, to] (agency days) cut into parts: each day on its own (a period's visitors
 * are the sum of its days'), each segment inside it read from its rolled-up hours, then from the
 * raw events past its reach; whatever no segment covers from the raw events. Raw parts that have
 * not begun by `now` are left out.
 */
export function partsOf(
  raw: { from: string; to: string },
  segments: readonly Segment[],
  timeZone: string,
  now: Date,
): Part[] {
  const parts: Part[] = [];
  for (let day = raw.from; day <= raw.to; day = addDays(day, 1)) {
    const dayEnd = midnightIn(addDays(day, 1), timeZone);
    let cursor = midnightIn(day, timeZone);
    const add = (kind: Part["kind"], from: Date, to: Date, segment: Date | null = null) => {
      if (from < to && (kind !== "raw" || from <= now))
        parts.push({ kind, day, from, to, segment });
    };
    for (const s of segments) {
      if (s.start < cursor || s.end > dayEnd) continue;
      add("raw", cursor, s.start);
      add("rolled", s.start, s.rolledUntil);
      add("current", s.rolledUntil, s.end, s.start);
      cursor = s.end;
    }
    add("raw", cursor, dayEnd);
  }
  return parts;
}

/** One part's rows: (dimension, value, goal, visitors, pageviews, engagements, engaged_ms). */
const partRows = (part: Part, dims: readonly KeyDimension[]) =>
  part.kind === "rolled" ? rolledPartRows(part, dims) : rawPartRows(part, dims);

/**
 * The raw days' rows, each tagged with its agency `day`, for the dimensions asked for. A job
 * that commits while this runs can make the current hour miss a visitor for that one read.
 */
export function rawDaysRows(parts: readonly Part[], dims: readonly KeyDimension[]): SQL {
  if (!parts.length) {
    return sql`select ''::text as day, ''::text as dimension, ''::text as value, ''::text as goal,
      0::bigint as visitors, 0::bigint as pageviews, 0::bigint as engagements,
      0::bigint as engaged_ms where false`;
  }
  return sql.join(
    parts.map((p) => sql`select ${p.day}::text as day, r.* from ${partRows(p, dims)} r`),
    sql` union all `,
  );
}

/**
 * The raw days' site visitors and page views per hour of the agency's day ("2026-11-26T14"):
 * a rolled hour's own distinct visitors, and the raw events' per hour for the rest.
 */
export function hourlySiteRows(parts: readonly Part[], timeZone: string): SQL {
  const bucket = (column: SQL) =>
    sql`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD"T"HH24')`;
  const pieces = parts.map((p) =>
    p.kind === "rolled"
      ? sql`select ${bucket(sql`hour`)} as bucket, hour_visitors::bigint as visitors,
          pageviews::bigint as pageviews
        from analytics_hourly
        where dimension = 'site' and value = '' and goal = ''
          and hour >= ${p.from.toISOString()}::timestamptz and hour < ${p.to.toISOString()}::timestamptz`
      : sql`select bucket, count(*) filter (where views > 0) as visitors, sum(views) as pageviews from (
          select ${bucket(sql`at`)} as bucket, count(*) filter (where kind = 'pageview') as views
          from analytics_events
          where at >= ${p.from.toISOString()}::timestamptz and at < ${p.to.toISOString()}::timestamptz
          group by 1, ${visitorKey}
        ) per_visitor group by bucket`,
  );
  if (!pieces.length)
    return sql`select ''::text as bucket, 0::bigint as visitors, 0::bigint as pageviews where false`;
  return sql.join(pieces, sql` union all `);
}
