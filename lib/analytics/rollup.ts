import "server-only";

import { eq, lt, sql } from "drizzle-orm";

import { getDb } from "@/lib/db/client";
import { analyticsDaily, analyticsEvents, analyticsSalts } from "@/lib/db/analytics-schema";
import { staffSettings } from "@/lib/db/staff-schema";
import { transaction } from "@/lib/db/transaction";
import type { Db } from "@/lib/db/types";
import { env } from "@/lib/env";
import { rollUpHours, type HourlyReport } from "./hourly-rollup";
import { forgetSalt, utcDay } from "./visitor";

/**
 * Rolls one UTC day (YYYY-MM-DD) of analytics_events into analytics_daily, as the table's comment
 * in lib/db/analytics-schema.ts defines it, replacing whatever that day had (safe to re-run). A
 * goal row counts the visitors who had the dimension's value that day — on a page view or on the
 * goal event itself, which carries the form's page and the visit's attribution — and reached the
 * goal that day; its pageviews are those visitors' goal events. Returns the rows written.
 */
export async function rollUpDay(day: string, db?: Db): Promise<number> {
  return transaction(db ?? (await getDb()), async (tx) => {
    await tx.delete(analyticsDaily).where(eq(analyticsDaily.day, day));
    // Traffic by grouping sets (one pass per dimension over the day's rows); goals through the
    // visitors who reached one only. Twice as fast as one pass over seven copies of every row
    // (docs/benchmarks.md, "Analytics collection").
    const result = await tx.execute(sql`
      with ev as (
        select kind, goal, visitor, duration_ms, path, referrer_host, utm_source, utm_medium,
               utm_campaign, device
        from analytics_events
        where at >= ${day}::date::timestamp at time zone 'UTC'
          and at < (${day}::date + 1)::timestamp at time zone 'UTC'
      ),
      goals as (
        select visitor, goal, count(*)::int as n from ev where kind = 'goal' group by visitor, goal
      ),
      traffic as (
        select
          case when grouping(path) = 0 then 'page'
               when grouping(referrer_host) = 0 then 'referrer'
               when grouping(utm_source) = 0 then 'utm_source'
               when grouping(utm_medium) = 0 then 'utm_medium'
               when grouping(utm_campaign) = 0 then 'utm_campaign'
               when grouping(device) = 0 then 'device'
               else 'site' end as dimension,
          coalesce(path, referrer_host, utm_source, utm_medium, utm_campaign, device, '') as value,
          count(distinct visitor) filter (where kind = 'pageview') as visitors,
          count(*) filter (where kind = 'pageview') as pageviews,
          count(*) filter (where kind = 'engagement') as engagements,
          coalesce(sum(duration_ms) filter (where kind = 'engagement'), 0) as engaged_ms
        from ev where kind <> 'goal'
        group by grouping sets ((), (path), (referrer_host), (utm_source), (utm_medium),
                                (utm_campaign), (device))
      ),
      reached as (
        select e.visitor, d.dimension, coalesce(d.value, '') as value
        from ev e cross join lateral (values
          ('site', ''), ('page', e.path), ('referrer', e.referrer_host),
          ('utm_source', e.utm_source), ('utm_medium', e.utm_medium),
          ('utm_campaign', e.utm_campaign), ('device', e.device)
        ) as d(dimension, value)
        where e.kind in ('pageview', 'goal') and e.visitor in (select visitor from goals)
        group by 1, 2, 3
      )
      insert into analytics_daily (day, dimension, value, goal, visitors, pageviews, engagements, engaged_ms)
      select ${day}::date, dimension, value, '', visitors, pageviews, engagements, engaged_ms
      from traffic
      union all
      select ${day}::date, r.dimension, r.value, g.goal, count(*), sum(g.n), 0, 0
      from reached r join goals g using (visitor)
      group by r.dimension, r.value, g.goal
    `);
    return rowCount(result);
  });
}

const rowCount = (result: unknown) => {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
};

export type RollupReport = {
  days: string[];
  rows: number;
  deletedEvents: number;
  /** Today's hourly roll-up (lib/analytics/hourly-rollup.ts). */
  hours: HourlyReport;
};

/**
 * The daily job (app/api/cron/analytics-rollup): every finished day that still has its salt —
 * a day with events always has one, and only this job deletes it — is rolled up, then its salt
 * deleted, so nobody can recompute that day's visitor hashes; then raw events older than the
 * owners' retention setting are deleted (the roll-ups stay); then the agency's today is rolled up
 * by the hour. Safe to re-run or overlap: a second run rewrites the same rows and finds nothing
 * else to do. Hourly (cron, or the in-process timer on the embedded database) keeps the
 * dashboard's raw reads to the hour not over yet; daily is enough for the daily totals.
 */
export async function runAnalyticsRollup(
  now = new Date(),
  db?: Db,
  timeZone = env.AGENCY_TIME_ZONE,
): Promise<RollupReport> {
  const handle = db ?? (await getDb());
  const today = utcDay(now);
  const pending = await handle
    .select({ day: analyticsSalts.day })
    .from(analyticsSalts)
    .where(lt(analyticsSalts.day, today))
    .orderBy(analyticsSalts.day);
  let rows = 0;
  for (const { day } of pending) {
    rows += await rollUpDay(day, handle);
    await handle.delete(analyticsSalts).where(eq(analyticsSalts.day, day));
  }
  if (pending.length) forgetSalt();
  const [settings] = await handle
    .select({ days: staffSettings.analyticsRetentionDays })
    .from(staffSettings)
    .where(eq(staffSettings.id, 1));
  const cutoff = new Date(now.getTime() - (settings?.days ?? 90) * 86_400_000);
  // Counted by the driver, not returned: a first run after a long retention may delete millions.
  const deleted = await handle.execute(
    sql`delete from ${analyticsEvents} where ${analyticsEvents.at} < ${cutoff.toISOString()}::timestamptz`,
  );
  const hours = await rollUpHours(now, handle, timeZone);
  return { days: pending.map((p) => p.day), rows, deletedEvents: rowCount(deleted), hours };
}
