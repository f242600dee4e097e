import "server-only";

import { eq, lt, sql } from "drizzle-orm";

import { getDb } from "@/lib/db/client";
import { analyticsDaily, analyticsEvents, analyticsSalts } from "@/lib/db/analytics-schema";
import { staffSettings } from "@/lib/db/staff-schema";
import { transaction } from "@/lib/db/transaction";
import type { Db } from "@/lib/db/types";
import { env } from "@/lib/env";
import { dayIn } from "@/lib/follow-ups/day";
import { rollUpHours, type HourlyReport } from "./hourly-rollup";
import { forgetSalt, utcDay } from "./visitor";

/**
 * Rolls one of the agency's days (YYYY-MM-DD in AGENCY_TIME_ZONE: midnight to midnight there,
 * the days the dashboard's ranges are made of) of analytics_events into analytics_daily, as the
 * table's comment in lib/db/analytics-schema.ts defines it, replacing whatever that day had
 * (safe to re-run). A day holding a UTC midnight holds two salts: a visitor on both sides of it
 * is two hashes, so its visitors are the sum of its two halves', as the hourly roll-up counts
 * them (lib/analytics/hourly-rollup.ts). A
 * goal row counts the visitors who had the dimension's value that day — on a page view or on the
 * goal event itself, which carries the form's page and the visit's attribution — and reached the
 * goal that day; its pageviews are those visitors' goal events. Returns the rows written.
 */
export async function rollUpDay(
  day: string,
  db?: Db,
  timeZone = env.AGENCY_TIME_ZONE,
): Promise<number> {
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
        where at >= ${day}::date::timestamp at time zone ${timeZone}
          and at < (${day}::date + 1)::timestamp at time zone ${timeZone}
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

/** The agency's finished days with events the daily roll-up has not reached, oldest first. */
async function pendingDays(db: Db, today: string, timeZone: string): Promise<string[]> {
  const { rows } = await db.execute<{ day: string }>(sql`
    with reach as (select max(day) as day from analytics_daily where dimension = 'site')
    select distinct ((at at time zone ${timeZone})::date)::text as day from analytics_events
    where at < (${today}::date::timestamp at time zone ${timeZone})
      and at >= coalesce((((select day from reach) + 1)::timestamp at time zone ${timeZone}),
        '-infinity'::timestamptz)
    order by 1`);
  return rows.map((r) => r.day);
}

/**
 * The job (app/api/cron/analytics-rollup, hourly; the embedded database's own timer): every
 * finished agency day with events past the last one rolled up is rolled up; every finished UTC
 * day's salt is deleted, so nobody can recompute that day's visitor hashes; raw events older
 * than the owners' retention setting are deleted (the roll-ups stay); then the agency's today
 * is rolled up by the hour. Safe to re-run or overlap: a second run rewrites the same rows and
 * finds nothing else to do.
 */
export async function runAnalyticsRollup(
  now = new Date(),
  db?: Db,
  timeZone = env.AGENCY_TIME_ZONE,
): Promise<RollupReport> {
  const handle = db ?? (await getDb());
  const days = await pendingDays(handle, dayIn(now, timeZone), timeZone);
  let rows = 0;
  for (const day of days) rows += await rollUpDay(day, handle, timeZone);
  const gone = await handle
    .delete(analyticsSalts)
    .where(lt(analyticsSalts.day, utcDay(now)))
    .returning({ day: analyticsSalts.day });
  if (gone.length) forgetSalt();
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
  return { days, rows, deletedEvents: rowCount(deleted), hours };
}
