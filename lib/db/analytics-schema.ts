import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

import { createdAt, textList } from "./columns";
import { ANALYTICS_EVENT_KINDS, ANALYTICS_GOALS, DEVICE_CLASSES } from "./enums";

/**
 * Cookieless analytics (lib/analytics): raw beacon events, their daily roll-ups and the daily
 * salts that make a visitor countable for one day only. No column holds an IP, a user agent or
 * anything that follows a visitor across days. Internal tables: RLS on, grants revoked.
 * drizzle.config.ts reads this file.
 */

/** One beacon: a page view, the time spent when the page is left, or a form's success. */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    kind: text("kind", { enum: ANALYTICS_EVENT_KINDS }).notNull(),
    // Goal events only: which form succeeded.
    goal: text("goal", { enum: ANALYTICS_GOALS }),
    path: text("path").notNull(),
    referrerHost: text("referrer_host"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    refParam: text("ref_param"),
    device: text("device", { enum: DEVICE_CLASSES }).notNull(),
    // hash(day's salt + site + IP + user agent), hex: the same visitor on the same day only.
    visitor: text("visitor").notNull(),
    // Engagement events: the time the page was visible, capped by the endpoint.
    durationMs: integer("duration_ms"),
  },
  (t) => [
    check("analytics_events_kind_check", sql`${t.kind} = any (${textList(ANALYTICS_EVENT_KINDS)})`),
    check(
      "analytics_events_goal_check",
      sql`(${t.kind} = 'goal') = (${t.goal} is not null) and (${t.goal} is null or ${t.goal} = any (${textList(ANALYTICS_GOALS)}))`,
    ),
    check("analytics_events_device_check", sql`${t.device} = any (${textList(DEVICE_CLASSES)})`),
    index("analytics_events_at_idx").on(t.at),
  ],
).enableRLS();

/**
 * A finished day of the agency (AGENCY_TIME_ZONE; rows written before issue 28's item 4 are UTC
 * days), rolled up from analytics_events so the dashboard never scans raw rows for past days.
 * One row per (day, dimension, value, goal):
 * - dimension: "site" (value ""), "page", "referrer", "utm_source", "utm_medium",
 *   "utm_campaign", "device" — value "" where the event had none;
 * - goal "": all traffic (visitors = distinct visitors that day, pageviews, engagements with
 *   their total time); goal "booking" | "contact" | "newsletter": the distinct visitors with that
 *   dimension value who reached the goal that day (pageviews = the goal events).
 * Visitors are distinct within a salt's UTC day only, so a range's visitors is the sum (a day
 * holding a UTC midnight counts a visitor on both sides of it twice).
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    dimension: text("dimension").notNull(),
    value: text("value").notNull(),
    goal: text("goal").notNull().default(""),
    visitors: integer("visitors").notNull().default(0),
    pageviews: integer("pageviews").notNull().default(0),
    engagements: integer("engagements").notNull().default(0),
    engagedMs: bigint("engaged_ms", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.dimension, t.value, t.goal] }),
    index("analytics_daily_dimension_idx").on(t.dimension, t.day),
  ],
).enableRLS();

/** The secret salt of each day's visitor hashes; deleted once its day is over and rolled up. */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
  createdAt: createdAt(),
}).enableRLS();
