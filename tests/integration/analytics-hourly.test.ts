// Today rolled up by the hour (lib/analytics/hourly-rollup.ts) and read by the dashboard
// (lib/analytics/dashboard-parts.ts): the numbers are the raw events' whether the hours are
// rolled up or not, a visitor seen in several hours (or again in the hour not over yet) is one
// visitor, a second run at the same time changes nothing, and a seeded day agrees with the daily
// roll-up's own rows. In UTC, and in a zone whose day holds a UTC midnight (two segments).
import "../helpers/staff-env";

import { beforeEach, describe, expect, it } from "vitest";

import { insertEvents } from "../helpers/analytics-seed";
import { exec, query } from "../helpers/sql";

const { getDb } = await import("@/lib/db/client");
const { analyticsDashboard } = await import("@/lib/analytics/dashboard");
const { parseDayRange } = await import("@/lib/analytics/dashboard-range");
const { rollUpHours } = await import("@/lib/analytics/hourly-rollup");
const { rollUpDay } = await import("@/lib/analytics/rollup");
const { seedAnalyticsEvents } = await import("@/lib/analytics/seed");
const db = await getDb();

const DAY = "2026-03-01";
const at = (time: string) => `${DAY}T${time}:00Z`;

beforeEach(() =>
  exec(
    db,
    `delete from analytics_events; delete from analytics_daily; delete from analytics_salts;
     delete from analytics_hourly; delete from analytics_segments; delete from analytics_segment_visitors`,
  ),
);

/** The dashboard of `day` alone (per hour) in `timeZone`. */
const todayIn = (timeZone: string, day = DAY) =>
  analyticsDashboard(parseDayRange({ range: "today" }, day), { withLeads: false, db, timeZone });

/** What a test compares: totals, every breakdown, and the hourly series' non-empty hours. */
const numbers = async (timeZone: string, day = DAY) => {
  const d = await todayIn(timeZone, day);
  const sortRows = <T extends { value: string }>(rows: T[]) =>
    [...rows].sort((a, b) => a.value.localeCompare(b.value));
  return {
    totals: d.totals,
    breakdowns: Object.fromEntries(
      Object.entries(d.breakdowns).map(([k, rows]) => [k, sortRows(rows)]),
    ),
    series: d.series.filter((p) => p.pageviews > 0),
  };
};

const events = () =>
  insertEvents(db, [
    // a: /x at 09 and 11 (and 11's engagement), /y in the hour not over yet.
    { at: at("09:10"), visitor: "a", path: "/x", utmCampaign: "q1" },
    { at: at("11:20"), visitor: "a", path: "/x" },
    { at: at("11:21"), visitor: "a", path: "/x", kind: "engagement", durationMs: 2000 },
    { at: at("15:10"), visitor: "a", path: "/y" },
    // b: /x at 10 and again now, then books from /x.
    { at: at("10:00"), visitor: "b", path: "/x", device: "mobile" },
    { at: at("15:05"), visitor: "b", path: "/x", device: "mobile" },
    { at: at("15:06"), visitor: "b", path: "/x", kind: "goal", goal: "booking" },
    // c: only now.
    { at: at("15:20"), visitor: "c", path: "/y" },
    // The day before, in UTC: 00:30 of the 1st in Berlin, so Berlin's today.
    { at: "2026-02-28T23:30:00Z", visitor: "d", path: "/y" },
  ]);

describe("today by the hour", () => {
  it("reads the same numbers from the rolled-up hours as from the raw events", async () => {
    await events();
    const now = new Date(at("15:30"));
    for (const tz of ["UTC", "Europe/Berlin"]) {
      await exec(db, "delete from analytics_hourly; delete from analytics_segments");
      await exec(db, "delete from analytics_segment_visitors");
      const raw = await numbers(tz);
      const report = await rollUpHours(now, db, tz);
      expect(report.rows).toBeGreaterThan(0);
      expect(await numbers(tz)).toEqual(raw);
      // A second run at the same time finds nothing to do and changes nothing.
      expect((await rollUpHours(now, db, tz)).rows).toBe(0);
      expect(await numbers(tz)).toEqual(raw);
      // The next hour rolled up: c is new, a and b are not counted again.
      await rollUpHours(new Date(at("16:30")), db, tz);
      expect(await numbers(tz)).toEqual(raw);
    }
  });

  it("counts each visitor once a day across hours, in UTC", async () => {
    await events();
    await rollUpHours(new Date(at("15:30")), db, "UTC");
    const { totals, breakdowns, series } = await numbers("UTC");
    expect(totals).toMatchObject({ visitors: 3, pageviews: 6, engagements: 1, engagedMs: 2000 });
    expect(totals.goals.booking).toBe(1);
    const page = (v: string) => breakdowns.page!.find((r) => r.value === v);
    expect(page("/x")).toMatchObject({ visitors: 2, pageviews: 4, goals: { booking: 1 } });
    expect(page("/y")).toMatchObject({ visitors: 2, pageviews: 2 });
    expect(series).toEqual([
      { at: `${DAY}T09`, visitors: 1, pageviews: 1 },
      { at: `${DAY}T10`, visitors: 1, pageviews: 1 },
      { at: `${DAY}T11`, visitors: 1, pageviews: 1 },
      { at: `${DAY}T15`, visitors: 3, pageviews: 3 },
    ]);
    // Today's rolled-up hours alone: a (09 and 11) and b (10), each once.
    const [site] = await query<{ visitors: number }>(
      db,
      "select sum(visitors)::int as visitors from analytics_hourly where dimension = 'site' and goal = '' and hour >= $1",
      [at("00:00")],
    );
    expect(site!.visitors).toBe(2);
  });

  it("in Berlin, the day's two segments are each their own visitors", async () => {
    await events();
    await rollUpHours(new Date(at("15:30")), db, "Europe/Berlin");
    const segments = await query<{ start: string; rolled_until: string }>(
      db,
      "select start::text, rolled_until::text from analytics_segments order by start",
    );
    expect(segments.map((s) => new Date(s.start).toISOString()).slice(-2)).toEqual([
      "2026-02-28T23:00:00.000Z",
      "2026-03-01T00:00:00.000Z",
    ]);
    const { totals } = await numbers("Europe/Berlin");
    expect(totals).toMatchObject({ visitors: 4, pageviews: 7 });
  });

  it("agrees with the daily roll-up of a seeded day", async () => {
    await seedAnalyticsEvents(db, { events: 6000, days: 1, end: new Date(at("12:00")) });
    await rollUpHours(new Date(at("18:30")), db, "UTC");
    const { totals, breakdowns } = await numbers("UTC");
    await rollUpDay(DAY);
    const rows = await query<{
      dimension: string;
      value: string;
      visitors: number;
      pageviews: number;
    }>(
      db,
      "select dimension, value, visitors, pageviews from analytics_daily where goal = '' and pageviews > 0",
    );
    const site = rows.find((r) => r.dimension === "site")!;
    expect(totals.visitors).toBe(site.visitors);
    expect(totals.pageviews).toBe(site.pageviews);
    for (const r of rows.filter((r) => r.dimension !== "site")) {
      const found = breakdowns[r.dimension]!.find((b) => b.value === r.value);
      expect(found, `${r.dimension} ${r.value}`).toMatchObject({
        visitors: r.visitors,
        pageviews: r.pageviews,
      });
    }
    const [goals] = await query<{ n: number }>(
      db,
      "select count(distinct visitor)::int as n from analytics_events where kind = 'goal' and goal = 'booking'",
    );
    expect(totals.goals.booking).toBe(goals!.n);
  });
});
