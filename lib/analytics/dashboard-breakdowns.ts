import "server-only";

import { sql } from "drizzle-orm";

import type { Db } from "@/lib/db/types";
import {
  DIMENSIONS,
  noGoals,
  type Dimension,
  type Goal,
  type GoalCounts,
} from "./dashboard-traffic";
import { rawDaysRows } from "./dashboard-parts";
import type { Window } from "./dashboard-window";

export type BreakdownRow = {
  /** The page path, referrer host, UTM value or device class; "" for "none" (direct, untagged). */
  value: string;
  visitors: number;
  pageviews: number;
  /** Distinct visitors with this value who reached each goal. */
  goals: GoalCounts;
};
export type Breakdowns = Record<Dimension, BreakdownRow[]>;

/** Rows per table: the long tail of referrers and pages is not what anyone looks at. */
const BREAKDOWN_LIMIT = 50;

/**
 * The top values of every dimension (by visitors) with their goal counts, in one statement: the
 * roll-ups' rows for the finished days and today's raw events grouped the same way, summed, then
 * ranked per dimension (today: its rolled-up hours and the hour not over yet, dashboard-parts.ts).
 */
export async function breakdowns(
  db: Db,
  window: Window,
  limit = BREAKDOWN_LIMIT,
): Promise<Breakdowns> {
  const { daily } = window;
  const dims = sql.join(
    DIMENSIONS.map((d) => sql`${d}`),
    sql`, `,
  );
  const { rows } = await db.execute<{
    dimension: Dimension;
    value: string;
    goal: string;
    visitors: number;
    pageviews: number;
  }>(sql`
    with parts as (
      select dimension, value, goal, sum(visitors) as visitors, sum(pageviews) as pageviews
      from analytics_daily
      where dimension in (${dims})
        and ${daily ? sql`day between ${daily.from} and ${daily.to}` : sql`false`}
      group by dimension, value, goal
      union all
      select dimension, value, goal, sum(visitors), sum(pageviews)
      from (${rawDaysRows(window.parts, DIMENSIONS)}) raw_days
      group by dimension, value, goal
    ), merged as (
      select dimension, value, goal, sum(visitors)::float8 as visitors,
        sum(pageviews)::float8 as pageviews
      from parts group by dimension, value, goal
    ), ranked as (
      select dimension, value,
        row_number() over (partition by dimension order by visitors desc, pageviews desc, value) n
      from merged where goal = ''
    )
    select m.dimension, m.value, m.goal, m.visitors, m.pageviews
    from merged m join ranked r using (dimension, value)
    where r.n <= ${limit}
    order by m.dimension, r.n`);
  const result = Object.fromEntries(DIMENSIONS.map((d) => [d, []])) as unknown as Breakdowns;
  const byKey = new Map<string, BreakdownRow>();
  for (const row of rows) {
    const key = `${row.dimension}\u0000${row.value}`;
    let entry = byKey.get(key);
    if (!entry) {
      entry = { value: row.value, visitors: 0, pageviews: 0, goals: noGoals() };
      byKey.set(key, entry);
      result[row.dimension].push(entry);
    }
    if (row.goal === "") {
      entry.visitors = Number(row.visitors);
      entry.pageviews = Number(row.pageviews);
    } else if (row.goal in entry.goals) entry.goals[row.goal as Goal] = Number(row.visitors);
  }
  return result;
}
