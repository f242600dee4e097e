import "server-only";

import { sql } from "drizzle-orm";

import type { Db } from "@/lib/db/types";

/**
 * Leads and won leads by the attribution each lead carries itself (the columns the lead forms
 * fill, lib/analytics/attribution-keys.ts): no join to the cookieless visits, which hold no
 * identifier to join on. Counted: bookings and contact messages (job applications are not
 * clients) that came in during the period, in the agency's days; "won" is the pipeline's stage
 * now. Quarantined ones (spam) are left out; erased ones stay in, as the erasure leaves the row
 * for the counts (lib/privacy/erase.ts).
 */
const LEAD_DIMENSIONS = ["landing_page", "source", "campaign"] as const;
export type LeadDimension = (typeof LEAD_DIMENSIONS)[number];

/**
 * "Source": where the visit came from, in the order of how much the lead's own data says —
 * the campaign's utm_source, else the referring site's host, else the visitor's own "How did you
 * hear about us?" answer; "" when none (typed the address, or nothing was sent).
 */
const VALUE = {
  landing_page: sql`coalesce(nullif(landing_page, ''), '')`,
  source: sql`coalesce(nullif(utm_source, ''), nullif(referrer_host, ''), nullif(btrim(heard_about), ''), '')`,
  campaign: sql`coalesce(nullif(utm_campaign, ''), '')`,
} as const;

export type LeadRow = { value: string; leads: number; won: number };
export type LeadTables = Record<LeadDimension, LeadRow[]> & {
  totals: { leads: number; won: number };
};

const LEAD_LIMIT = 50;

const inPeriod = (period: { from: string; to: string }, timeZone: string) =>
  sql`quarantined_at is null and kind <> 'application'
    and created_at >= (${period.from}::date::timestamp at time zone ${timeZone})
    and created_at < ((${period.to}::date + 1)::timestamp at time zone ${timeZone})`;

export async function leadTables(
  db: Db,
  period: { from: string; to: string },
  timeZone: string,
  limit = LEAD_LIMIT,
): Promise<LeadTables> {
  const sets = sql.join(
    LEAD_DIMENSIONS.map((d) => sql`(${d}, ${VALUE[d]})`),
    sql`, `,
  );
  const { rows } = await db.execute<{
    dimension: LeadDimension;
    value: string;
    leads: number;
    won: number;
  }>(sql`
    with counted as (
      select d.dimension, d.value, count(*)::int as leads,
        count(*) filter (where status = 'won')::int as won
      from leads cross join lateral (values ${sets}) d(dimension, value)
      where ${inPeriod(period, timeZone)}
      group by 1, 2
    )
    select dimension, value, leads, won from (
      select *, row_number() over (partition by dimension order by leads desc, won desc, value) n
      from counted
    ) ranked where n <= ${limit} order by dimension, n`);
  const tables: LeadTables = {
    landing_page: [],
    source: [],
    campaign: [],
    totals: { leads: 0, won: 0 },
  };
  for (const row of rows) {
    tables[row.dimension].push({ value: row.value, leads: row.leads, won: row.won });
  }
  return { ...tables, totals: await leadTotals(db, period, timeZone) };
}

/** The period's leads and won leads (the comparison's figures: no breakdown). */
export async function leadTotals(
  db: Db,
  period: { from: string; to: string },
  timeZone: string,
): Promise<{ leads: number; won: number }> {
  const { rows } = await db.execute<{ leads: number; won: number }>(sql`
    select count(*)::int as leads, count(*) filter (where status = 'won')::int as won
    from leads where ${inPeriod(period, timeZone)}`);
  return { leads: Number(rows[0]?.leads ?? 0), won: Number(rows[0]?.won ?? 0) };
}
