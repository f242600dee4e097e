import "server-only";

import { sql } from "drizzle-orm";

import type { Db } from "@/lib/db/types";

export type SeedOptions = {
  /** How many events in all (page views ~80%, engagements ~15%, goals ~5%). */
  events: number;
  /** Spread evenly over this many UTC days ending with `end`'s day (default 30). */
  days?: number;
  /** The last day's instant (default now). */
  end?: Date;
  /** Distinct visitors per day (default events / days / 4). */
  visitorsPerDay?: number;
  /** Rows per statement (one statement must finish within the driver's timeout). */
  chunk?: number;
};

/**
 * Fills analytics_events with deterministic synthetic traffic by generate_series (benches, the
 * dashboard's tests), and a salt for each day, as real traffic leaves, so the roll-up job picks
 * the past days up. 20 pages, 6 referrers, 3 campaigns, 3 devices; no real visitor data.
 */
export async function seedAnalyticsEvents(db: Db, options: SeedOptions): Promise<void> {
  const days = options.days ?? 30;
  const end = (options.end ?? new Date()).toISOString();
  const visitors = options.visitorsPerDay ?? Math.max(1, Math.floor(options.events / days / 4));
  const chunk = options.chunk ?? 250_000;
  for (let from = 0; from < options.events; from += chunk) {
    const to = Math.min(options.events, from + chunk) - 1;
    await db.execute(sql`
      insert into analytics_events (at, kind, goal, path, referrer_host, utm_source, utm_medium,
        utm_campaign, device, visitor, duration_ms)
      select
        date_trunc('day', ${end}::timestamptz at time zone 'UTC') at time zone 'UTC'
          - make_interval(days => (g % ${days}::int)::int) + make_interval(secs => (g * 7919) % 86400),
        case when g % 20 = 0 then 'goal' when g % 20 < 4 then 'engagement' else 'pageview' end,
        case when g % 20 = 0 then (array['booking', 'contact', 'newsletter'])[1 + (g / 20) % 3] end,
        '/' || (array['', 'services', 'blogs/a', 'blogs/b', 'blogs/c', 'work/x', 'work/y', 'contact',
          'book-service', 'about-us', 'career', 'blogs/d', 'blogs/e', 'work/z', 'services/seo',
          'services/web', 'blogs/f', 'blogs/g', 'work/w', 'newsletter'])[1 + (g / 7) % 20],
        (array[null, null, 'google.com', 'news.ycombinator.com', 'linkedin.com', 'x.com'])[1 + (g / 3) % 6],
        (array[null, null, null, 'newsletter', 'linkedin'])[1 + (g / 11) % 5],
        (array[null, null, null, 'email', 'social'])[1 + (g / 11) % 5],
        (array[null, null, null, 'q4', 'launch'])[1 + (g / 11) % 5],
        (array['mobile', 'tablet', 'desktop'])[1 + (g / 5) % 3],
        md5(v) || md5('#' || v),
        case when g % 20 between 1 and 3 then 1000 + (g * 31) % 120000 end
      from generate_series(${from}::bigint, ${to}::bigint) as g,
        lateral (select (g % ${days}::int)::text || ':' || ((g / ${days}::int) % ${visitors}::int)::text as v) as who
    `);
  }
  await db.execute(sql`
    insert into analytics_salts (day, salt)
    select (date_trunc('day', ${end}::timestamptz at time zone 'UTC') - make_interval(days => d))::date,
           md5(random()::text)
    from generate_series(0, ${days - 1}::int) as d
    on conflict (day) do nothing
  `);
}
