// Analytics rows written straight into the tables, for the dashboard's tests and its bench: exact
// rows (`insertDaily`, `insertEvents`) where a test computes the expected numbers itself, and
// set-based bulk fills (`fillDaily`, `fillEvents`) shaped like a busy site for the timings.
import { sql } from "drizzle-orm";

import type { Db } from "@/lib/db/types";

export type DailyRow = {
  day: string;
  dimension: string;
  value: string;
  goal?: string;
  visitors: number;
  pageviews: number;
  engagements?: number;
  engagedMs?: number;
};

export async function insertDaily(db: Db, rows: readonly DailyRow[]): Promise<void> {
  for (const r of rows) {
    await db.execute(sql`insert into analytics_daily
      (day, dimension, value, goal, visitors, pageviews, engagements, engaged_ms)
      values (${r.day}, ${r.dimension}, ${r.value}, ${r.goal ?? ""}, ${r.visitors}, ${r.pageviews},
        ${r.engagements ?? 0}, ${r.engagedMs ?? 0})`);
  }
}

export type EventRow = {
  at: Date | string;
  kind?: "pageview" | "engagement" | "goal";
  goal?: "booking" | "contact" | "newsletter";
  path?: string;
  referrerHost?: string | null;
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
  device?: "mobile" | "tablet" | "desktop";
  visitor: string;
  durationMs?: number | null;
};

export async function insertEvents(db: Db, rows: readonly EventRow[]): Promise<void> {
  for (const r of rows) {
    const at = r.at instanceof Date ? r.at.toISOString() : r.at;
    await db.execute(sql`insert into analytics_events
      (at, kind, goal, path, referrer_host, utm_source, utm_medium, utm_campaign, device, visitor,
       duration_ms)
      values (${at}::timestamptz, ${r.kind ?? "pageview"}, ${r.goal ?? null}, ${r.path ?? "/"},
        ${r.referrerHost ?? null}, ${r.utmSource ?? null}, ${r.utmMedium ?? null},
        ${r.utmCampaign ?? null}, ${r.device ?? "desktop"}, ${r.visitor}, ${r.durationMs ?? null})`);
  }
}

/**
 * Roll-up rows for every day in [from, to] shaped like a busy site: the "site" row, 300 pages,
 * 80 referrers, 20 UTM sources, 8 mediums, 30 campaigns, 3 devices, each with goal rows for a
 * tenth of its values — what the roll-up job would leave, at a realistic number of rows per day.
 */
export async function fillDaily(db: Db, from: string, to: string): Promise<void> {
  await db.execute(sql`
    insert into analytics_daily (day, dimension, value, goal, visitors, pageviews, engagements, engaged_ms)
    select d::date, dim.name, case when dim.name = 'site' then '' else dim.prefix || v end, g.goal,
      case when g.goal = '' then 5 + (hashtext(d::text || dim.name || v) & 1023) / (1 + v % 7)
           else 1 + (hashtext(d::text || v || g.goal) & 7) end,
      case when g.goal = '' then 12 + (hashtext(v || d::text) & 2047) / (1 + v % 7) else 1 end,
      case when g.goal = '' then 3 + v % 40 else 0 end,
      case when g.goal = '' then (3 + v % 40) * 41000 else 0 end
    from generate_series(${from}::date, ${to}::date, interval '1 day') d
    cross join (values ('site', '', 1), ('page', '/blogs/post-', 300), ('referrer', 'site-', 80),
      ('utm_source', 'source-', 20), ('utm_medium', 'medium-', 8),
      ('utm_campaign', 'campaign-', 30), ('device', 'class-', 3)) dim(name, prefix, n)
    cross join lateral generate_series(1, dim.n) v
    cross join lateral (select '' as goal union all
      select unnest(array['booking', 'contact', 'newsletter']) where v % 10 = 1) g
    on conflict do nothing`);
}

/**
 * `count` raw events spread evenly over [start, end), in statements of at most 200,000 rows (a
 * PGlite statement holds its rows in memory; on a busy machine 500,000 outlasted the pool's 15 s): page views mostly, a tenth engagements, one in 200
 * a goal; 40,000 visitors' worth of hashes, 300 pages, some referrers and campaigns.
 */
export async function fillEvents(db: Db, count: number, start: Date, end: Date): Promise<void> {
  const span = end.getTime() - start.getTime();
  for (let done = 0; done < count; done += 200_000) {
    const n = Math.min(200_000, count - done);
    await db.execute(sql`
      insert into analytics_events
        (at, kind, goal, path, referrer_host, utm_source, utm_medium, utm_campaign, device, visitor,
         duration_ms)
      select ${start.toISOString()}::timestamptz + (i::float8 / ${count}::float8) * ${span}::float8 * interval '1 millisecond',
        case when i % 200 = 7 then 'goal' when i % 10 = 3 then 'engagement' else 'pageview' end,
        case when i % 200 = 7 then (array['booking', 'contact', 'newsletter'])[1 + i % 3] end,
        '/blogs/post-' || (1 + hashtext(i::text) & 255),
        case when i % 3 = 0 then 'site-' || (i % 80) end,
        case when i % 5 = 0 then 'source-' || (i % 20) end,
        case when i % 5 = 0 then 'medium-' || (i % 8) end,
        case when i % 5 = 0 then 'campaign-' || (i % 30) end,
        (array['mobile', 'tablet', 'desktop'])[1 + i % 3],
        md5((i % 40000)::text),
        case when i % 10 = 3 then 1000 + i % 60000 end
      from generate_series(${done + 1}::int, ${done + n}::int) i`);
  }
}
