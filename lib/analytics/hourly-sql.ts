import "server-only";

import { sql, type SQL } from "drizzle-orm";

/** What a raw event's column is for each dimension ("" where the event had none). */
const RAW_VALUE = {
  site: sql`''`,
  page: sql`path`,
  referrer: sql`coalesce(referrer_host, '')`,
  utm_source: sql`coalesce(utm_source, '')`,
  utm_medium: sql`coalesce(utm_medium, '')`,
  utm_campaign: sql`coalesce(utm_campaign, '')`,
  device: sql`device`,
} as const;

/** The dimensions of analytics_daily, "site" included. */
export type KeyDimension = keyof typeof RAW_VALUE;
const ALL_KEY_DIMENSIONS = Object.keys(RAW_VALUE) as KeyDimension[];

/**
 * A raw event's visitor for counting: 64 bits of its hash (narrow rows hash and group fast). The
 * visitor hash already holds its day's salt, so one person on two days is two visitors, as the
 * roll-ups count them; a 64-bit collision among a day's visitors is negligible (~10⁻⁹ at 100,000).
 */
export const visitorKey = sql`hashtextextended(visitor, 0)`;

const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/**
 * Every event of [from, to) once per dimension asked for: (hour, v, kind, goal, duration_ms,
 * dimension, value). `goal` is the goal event's goal, "" for page views and engagements.
 */
function exploded(from: Date, to: Date, dims: readonly KeyDimension[]): SQL {
  const pairs = sql.join(
    dims.map((d) => sql`(${d}::text, ${RAW_VALUE[d]}::text)`),
    sql`, `,
  );
  return sql`select date_trunc('hour', at) as hour, ${visitorKey} as v, kind,
      case when kind = 'goal' then goal else '' end as goal, duration_ms, d.dimension, d.value
    from analytics_events cross join lateral (values ${pairs}) d(dimension, value)
    where at >= ${instant(from)} and at < ${instant(to)}`;
}

/** A (goal, dimension, value) key as analytics_segment_visitors stores it: a 32-bit hash. */
const keyHash = sql`hashtext(x.goal || '/' || x.dimension || ':' || x.value)`;

/**
 * Each (visitor, dimension, value, goal) of the exploded rows `x` on a page view or a goal event,
 * with the first hour it appears in — leaving out the keys the visitor already has in the
 * segment's rolled-up hours, when `segment` is given. Counting these rows counts each visitor once
 * per value over the segment.
 */
function firsts(segment: Date | null): SQL {
  const seen = segment
    ? sql`left join analytics_segment_visitors s on s.segment = ${instant(segment)} and s.visitor = x.v
      where x.kind <> 'engagement' and (s.keys is null or not (${keyHash} = any (s.keys)))`
    : sql`where x.kind <> 'engagement'`;
  return sql`select x.v, x.dimension, x.value, x.goal, min(x.hour) as hour, ${keyHash} as key
    from x ${seen} group by x.v, x.dimension, x.value, x.goal`;
}

/** Page views (goal events on goal rows), engagements and their time, per `by` of `x`. */
const counts = (
  by: SQL,
) => sql`select ${by}, count(*) filter (where kind <> 'engagement') as pageviews,
    count(*) filter (where kind = 'engagement') as engagements,
    coalesce(sum(duration_ms) filter (where kind = 'engagement'), 0) as engaged_ms
  from x group by ${by}`;

/**
 * (dimension, value, goal, visitors, pageviews, engagements, engaged_ms) of the raw events of
 * [from, to), visitors counted once each over the part — or, with `segment`, only those not yet
 * counted in that segment's rolled-up hours (the current hour of today's segment).
 */
export function rawPartRows(
  part: { from: Date; to: Date; segment: Date | null },
  dims: readonly KeyDimension[],
): SQL {
  return sql`(with x as materialized (${exploded(part.from, part.to, dims)}),
      f as (${firsts(part.segment)})
    select dimension, value, goal, sum(visitors) as visitors, sum(pageviews) as pageviews,
      sum(engagements) as engagements, sum(engaged_ms) as engaged_ms from (
        select dimension, value, goal, count(*) as visitors, 0 as pageviews, 0 as engagements,
          0 as engaged_ms
        from f group by dimension, value, goal
        union all
        select dimension, value, goal, 0, pageviews, engagements, engaged_ms
        from (${counts(sql`dimension, value, goal`)}) c
      ) r group by dimension, value, goal)`;
}

/** The same columns from a segment's rolled-up hours [start, until). */
export function rolledPartRows(part: { from: Date; to: Date }, dims: readonly KeyDimension[]): SQL {
  const list = sql.join(
    dims.map((d) => sql`${d}`),
    sql`, `,
  );
  return sql`(select dimension, value, goal, sum(visitors) as visitors, sum(pageviews) as pageviews,
      sum(engagements) as engagements, sum(engaged_ms) as engaged_ms
    from analytics_hourly
    where hour >= ${instant(part.from)} and hour < ${instant(part.to)} and dimension in (${list})
    group by dimension, value, goal)`;
}

/**
 * The roll-up of [from, to) of `segment` into analytics_hourly, and the keys it counted into
 * analytics_segment_visitors, in one statement (the visitors read are those before it).
 */
export function rollHoursSql(segment: Date, from: Date, to: Date): SQL {
  return sql`
    with x as materialized (${exploded(from, to, ALL_KEY_DIMENSIONS)}),
    f as materialized (${firsts(segment)}),
    hv as (
      select date_trunc('hour', at) as hour, count(distinct ${visitorKey}) as n
      from analytics_events
      where at >= ${instant(from)} and at < ${instant(to)} and kind = 'pageview'
      group by 1
    ),
    seen as (
      insert into analytics_segment_visitors (segment, visitor, keys)
      select ${instant(segment)}, v, array_agg(key) from f group by v
      on conflict (segment, visitor)
        do update set keys = analytics_segment_visitors.keys || excluded.keys
    )
    insert into analytics_hourly
      (hour, dimension, value, goal, visitors, hour_visitors, pageviews, engagements, engaged_ms)
    select hour, dimension, value, goal, sum(visitors), sum(hour_visitors), sum(pageviews),
      sum(engagements), sum(engaged_ms)
    from (
      select hour, dimension, value, goal, count(*) as visitors, 0 as hour_visitors,
        0 as pageviews, 0 as engagements, 0 as engaged_ms
      from f group by hour, dimension, value, goal
      union all
      select hour, dimension, value, goal, 0, 0, pageviews, engagements, engaged_ms
      from (${counts(sql`hour, dimension, value, goal`)}) c
      union all
      select hour, 'site', '', '', 0, n, 0, 0, 0 from hv
    ) r group by hour, dimension, value, goal`;
}
