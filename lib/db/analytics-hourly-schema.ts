import { bigint, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Today's analytics rolled up by the hour (lib/analytics/hourly-rollup.ts), so the dashboard
 * reads raw events only for the hour that is not over yet. Work tables, not history: only the
 * agency's today and yesterday are kept, and nothing here follows a visitor beyond a day.
 * Internal tables: RLS on, grants revoked. drizzle.config.ts reads this file.
 *
 * A "segment" is a stretch of time in which a visitor hash means one visitor: the agency's day
 * (AGENCY_TIME_ZONE) cut at the UTC midnight inside it, where the salt changes — so its
 * distinct visitors can be summed across segments, and the agency's day is the sum of its two.
 */
export const analyticsSegments = pgTable("analytics_segments", {
  start: timestamp("start", { withTimezone: true }).primaryKey(),
  end: timestamp("end", { withTimezone: true }).notNull(),
  // Every finished hour before this is in analytics_hourly and analytics_segment_visitors.
  rolledUntil: timestamp("rolled_until", { withTimezone: true }).notNull(),
}).enableRLS();

/**
 * One row per (hour, dimension, value, goal), the dimensions of analytics_daily. `visitors`
 * counts the visitors first seen with that value in this hour of its segment, so a segment's
 * hours sum to its exact distinct visitors; `hourVisitors` (site rows only) the distinct
 * visitors within the hour, for the per-hour chart. Page views, engagements and time add up.
 */
export const analyticsHourly = pgTable(
  "analytics_hourly",
  {
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    dimension: text("dimension").notNull(),
    value: text("value").notNull(),
    goal: text("goal").notNull().default(""),
    visitors: integer("visitors").notNull().default(0),
    hourVisitors: integer("hour_visitors").notNull().default(0),
    pageviews: integer("pageviews").notNull().default(0),
    engagements: integer("engagements").notNull().default(0),
    engagedMs: bigint("engaged_ms", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.hour, t.dimension, t.value, t.goal] })],
).enableRLS();

/**
 * Which (goal, dimension, value) keys each visitor of a segment already has in its rolled-up
 * hours: 64 bits of the day's visitor hash and 32-bit hashes of the keys, never the hash itself.
 * What lets the current hour count only visitors not yet counted. Deleted with its segment.
 */
export const analyticsSegmentVisitors = pgTable(
  "analytics_segment_visitors",
  {
    segment: timestamp("segment", { withTimezone: true }).notNull(),
    visitor: bigint("visitor", { mode: "bigint" }).notNull(),
    keys: integer("keys").array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.segment, t.visitor] })],
).enableRLS();
