import "server-only";

import { sql, type SQL } from "drizzle-orm";

import { DIMENSIONS, RAW_VALUE } from "./dashboard-traffic";
import { rawBounds, visitorKey, type Window } from "./dashboard-window";

/**
 * Today's raw events grouped as the roll-ups are: (dimension, value, goal, visitors, pageviews).
 * Distinct visitors per value are the costly part; counting them per (value, visitor) pair makes
 * a hash table as large as the day's events × dimensions. Instead each visitor's distinct values
 * are gathered first (one sort on a 64-bit key), then unnested and counted: per value, every
 * visitor appears at most once, so a plain count over a few hundred groups is exact. Page views
 * come from one pass with grouping sets; goal events are few and are counted directly.
 */
export function rawBreakdownSql(window: Window): SQL {
  const bounds = rawBounds(window);
  const arrays = sql.join(
    DIMENSIONS.map((d) => sql`array_agg(distinct ${RAW_VALUE[d]}) as ${sql.identifier(d)}`),
    sql`, `,
  );
  const unnested = sql.join(
    DIMENSIONS.map(
      (d) => sql`select ${d}::text as dimension, unnest(v.${sql.identifier(d)}) as value`,
    ),
    sql` union all `,
  );
  const columns = sql.join(
    DIMENSIONS.map((d) => sql`${RAW_VALUE[d]} as ${sql.identifier(d)}`),
    sql`, `,
  );
  const sets = sql.join(
    DIMENSIONS.map((d) => sql`(${sql.identifier(d)})`),
    sql`, `,
  );
  const whichSet = sql.join(
    DIMENSIONS.map((d) => sql`when grouping(${sql.identifier(d)}) = 0 then ${d}::text`),
    sql` `,
  );
  const setValue = sql.join(
    DIMENSIONS.map((d) => sql.identifier(d)),
    sql`, `,
  );
  const goalValues = sql.join(
    DIMENSIONS.map((d) => sql`(${d}::text, ${RAW_VALUE[d]})`),
    sql`, `,
  );
  return sql`
    select dimension, value, '' as goal, sum(visitors) as visitors, sum(pageviews) as pageviews
    from (
      select d.dimension, d.value, count(*) as visitors, 0 as pageviews
      from (select ${arrays} from analytics_events where ${bounds} group by ${visitorKey}) v
      cross join lateral (${unnested}) d
      group by d.dimension, d.value
      union all
      select case ${whichSet} end, coalesce(${setValue}), 0, count(*)
      from (select ${columns} from analytics_events where ${bounds} and kind = 'pageview') e
      group by grouping sets (${sets})
    ) traffic group by dimension, value
    union all
    select d.dimension, d.value, goal, count(distinct visitor), count(*)
    from analytics_events cross join lateral (values ${goalValues}) d(dimension, value)
    where ${bounds} and kind = 'goal'
    group by d.dimension, d.value, goal`;
}
