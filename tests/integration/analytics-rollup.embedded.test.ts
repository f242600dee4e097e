// The daily roll-up (lib/analytics/rollup.ts, app/api/cron/analytics-rollup): a finished day's
// raw events become analytics_daily rows exactly as lib/db/analytics-schema.ts defines them
// (checked on a hand-made day, then against the raw events of a seeded month); re-running a day
// replaces it; the day's salt is deleted; today is left alone; raw events older than the
// retention setting are deleted and the totals stay.
import { STAFF } from "../helpers/staff-env";

import { beforeEach, describe, expect, it } from "vitest";

import { exec, query } from "../helpers/sql";

const { getDb } = await import("@/lib/db/client");
const { rollUpDay, runAnalyticsRollup } = await import("@/lib/analytics/rollup");
const { seedAnalyticsEvents } = await import("@/lib/analytics/seed");
const route = await import("@/app/api/cron/analytics-rollup/route");
const db = await getDb();

type Daily = {
  dimension: string;
  value: string;
  goal: string;
  visitors: number;
  pageviews: number;
  engagements: number;
  engaged_ms: number;
};
const daily = (day: string) =>
  query<Daily>(
    db,
    "select dimension, value, goal, visitors, pageviews, engagements, engaged_ms::int from analytics_daily where day = $1 order by dimension, value, goal",
    [day],
  );
const row = (rows: Daily[], dimension: string, value: string, goal = "") =>
  rows.find((r) => r.dimension === dimension && r.value === value && r.goal === goal);

/** An event on 2026-03-01 at `hour`:00 UTC. */
const event = (e: {
  kind: string;
  visitor: string;
  path?: string;
  goal?: string;
  referrer?: string;
  campaign?: string;
  device?: string;
  ms?: number;
  at?: string;
}) =>
  query(
    db,
    "insert into analytics_events (at, kind, goal, path, referrer_host, utm_campaign, device, visitor, duration_ms) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
    [
      e.at ?? "2026-03-01T12:00:00Z",
      e.kind,
      e.goal ?? null,
      e.path ?? "/",
      e.referrer ?? null,
      e.campaign ?? null,
      e.device ?? "desktop",
      e.visitor,
      e.ms ?? null,
    ],
  );

beforeEach(async () => {
  await exec(
    db,
    "delete from analytics_events; delete from analytics_daily; delete from analytics_salts",
  );
});

describe("rollUpDay", () => {
  it("counts visitors, page views, engagements and goal visitors per dimension value", async () => {
    // a: lands on /blogs/a from a q4 campaign, reads /work/x, books. b: reads /blogs/a twice.
    await event({
      kind: "pageview",
      visitor: "a",
      path: "/blogs/a",
      campaign: "q4",
      referrer: "news.example",
    });
    await event({ kind: "engagement", visitor: "a", path: "/blogs/a", campaign: "q4", ms: 3000 });
    await event({ kind: "pageview", visitor: "a", path: "/work/x", device: "desktop" });
    await event({
      kind: "goal",
      goal: "booking",
      visitor: "a",
      path: "/book-service",
      campaign: "q4",
    });
    await event({ kind: "pageview", visitor: "b", path: "/blogs/a", device: "mobile" });
    await event({ kind: "pageview", visitor: "b", path: "/blogs/a", device: "mobile" });
    await event({ kind: "engagement", visitor: "b", path: "/blogs/a", ms: 500, device: "mobile" });
    // Other days stay out of 2026-03-01.
    await event({ kind: "pageview", visitor: "c", at: "2026-02-28T23:59:59Z" });
    await event({ kind: "pageview", visitor: "c", at: "2026-03-02T00:00:00Z" });

    await rollUpDay("2026-03-01");
    const rows = await daily("2026-03-01");
    expect(row(rows, "site", "")).toMatchObject({
      visitors: 2,
      pageviews: 4,
      engagements: 2,
      engaged_ms: 3500,
    });
    expect(row(rows, "page", "/blogs/a")).toMatchObject({
      visitors: 2,
      pageviews: 3,
      engagements: 2,
      engaged_ms: 3500,
    });
    expect(row(rows, "page", "/work/x")).toMatchObject({ visitors: 1, pageviews: 1 });
    expect(row(rows, "utm_campaign", "q4")).toMatchObject({ visitors: 1, pageviews: 1 });
    expect(row(rows, "utm_campaign", "")).toMatchObject({ visitors: 2, pageviews: 3 });
    expect(row(rows, "referrer", "news.example")).toMatchObject({ visitors: 1 });
    expect(row(rows, "device", "mobile")).toMatchObject({ visitors: 1, pageviews: 2 });
    // Goals: visitors with that value who booked that day; a's pages, campaign and the form's page.
    expect(row(rows, "site", "", "booking")).toMatchObject({ visitors: 1, pageviews: 1 });
    expect(row(rows, "page", "/blogs/a", "booking")).toMatchObject({ visitors: 1, pageviews: 1 });
    expect(row(rows, "page", "/work/x", "booking")).toMatchObject({ visitors: 1 });
    expect(row(rows, "page", "/book-service", "booking")).toMatchObject({ visitors: 1 });
    expect(row(rows, "utm_campaign", "q4", "booking")).toMatchObject({ visitors: 1, pageviews: 1 });
    expect(row(rows, "device", "mobile", "booking")).toBeUndefined();
    // The goal's own page is no page view.
    expect(row(rows, "page", "/book-service")).toBeUndefined();

    // Re-running replaces the day: same rows, not doubled.
    await rollUpDay("2026-03-01");
    expect(await daily("2026-03-01")).toEqual(rows);
  });

  it("agrees with the raw events of a seeded month", async () => {
    await seedAnalyticsEvents(db, {
      events: 20_000,
      days: 5,
      end: new Date("2026-03-05T12:00:00Z"),
    });
    const report = await runAnalyticsRollup(new Date("2026-03-06T00:05:00Z"));
    expect(report.days).toEqual([
      "2026-03-01",
      "2026-03-02",
      "2026-03-03",
      "2026-03-04",
      "2026-03-05",
    ]);
    const raw = await query<{ day: string; path: string; visitors: number; pageviews: number }>(
      db,
      "select (at at time zone 'UTC')::date::text as day, path, count(distinct visitor)::int as visitors, count(*)::int as pageviews from analytics_events where kind = 'pageview' group by 1, 2 order by 1, 2",
    );
    const rolled = await query<{ day: string; path: string; visitors: number; pageviews: number }>(
      db,
      "select day::text, value as path, visitors, pageviews from analytics_daily where dimension = 'page' and goal = '' and pageviews > 0 order by 1, 2",
    );
    expect(rolled).toEqual(raw);
    const [goals] = await query<{ raw: number; rolled: number }>(
      db,
      "select (select count(*)::int from analytics_events where kind = 'goal') as raw, (select sum(pageviews)::int from analytics_daily where dimension = 'site' and goal <> '') as rolled",
    );
    expect(goals!.rolled).toBe(goals!.raw);
  });
});

describe("runAnalyticsRollup", () => {
  it("rolls up finished days only, deletes their salts and raw events past the retention", async () => {
    await exec(db, "update staff_settings set analytics_retention_days = 10");
    await query(
      db,
      "insert into analytics_salts (day, salt) values ('2026-03-01', 's1'), ('2026-03-20', 's2')",
    );
    await event({ kind: "pageview", visitor: "a" }); // 2026-03-01, 19 days before "now"
    await event({ kind: "pageview", visitor: "b", at: "2026-03-20T08:00:00Z" }); // today
    const now = new Date("2026-03-20T09:00:00Z");
    expect(await runAnalyticsRollup(now)).toEqual({
      days: ["2026-03-01"],
      rows: 7,
      deletedEvents: 1,
      // Then yesterday and today by the hour (lib/analytics/hourly-rollup.ts): b's 08:00 hour
      // is not over yet.
      hours: {
        segments: [
          { start: "2026-03-19T00:00:00.000Z", rolledUntil: "2026-03-20T00:00:00.000Z" },
          { start: "2026-03-20T00:00:00.000Z", rolledUntil: "2026-03-20T08:00:00.000Z" },
        ],
        rows: 0,
      },
    });
    const salts = await query<{ day: string }>(db, "select day::text from analytics_salts");
    expect(salts).toEqual([{ day: "2026-03-20" }]);
    expect(row(await daily("2026-03-01"), "site", "")).toMatchObject({ visitors: 1, pageviews: 1 });
    expect(await daily("2026-03-20")).toEqual([]);
    const left = await query<{ visitor: string }>(db, "select visitor from analytics_events");
    expect(left).toEqual([{ visitor: "b" }]);
  });

  it("rolls the agency's days, midnight to midnight in its zone; salts go by UTC day", async () => {
    await query(
      db,
      "insert into analytics_salts (day, salt) values ('2026-02-28', 's0'), ('2026-03-01', 's1'), ('2026-03-02', 's2')",
    );
    await event({ kind: "pageview", visitor: "a", at: "2026-02-28T23:30:00Z" }); // 1 March, 00:30 in Berlin
    await event({ kind: "pageview", visitor: "b", at: "2026-03-01T12:00:00Z" });
    await event({ kind: "pageview", visitor: "c", at: "2026-03-01T23:30:00Z" }); // 2 March in Berlin
    const report = await runAnalyticsRollup(new Date("2026-03-02T00:10:00Z"), db, "Europe/Berlin");
    expect(report.days).toEqual(["2026-03-01"]);
    expect(row(await daily("2026-03-01"), "site", "")).toMatchObject({ visitors: 2, pageviews: 2 });
    expect(await daily("2026-03-02")).toEqual([]);
    const salts = await query<{ day: string }>(db, "select day::text from analytics_salts");
    expect(salts).toEqual([{ day: "2026-03-02" }]);
    // Again: nothing new to roll up.
    expect(
      (await runAnalyticsRollup(new Date("2026-03-02T00:20:00Z"), db, "Europe/Berlin")).days,
    ).toEqual([]);
  });

  it("runs from the scheduler's bearer only", async () => {
    const call = (authorization?: string) =>
      route.GET(
        new Request("http://localhost/api/cron/analytics-rollup", {
          headers: authorization ? { authorization } : {},
        }),
      );
    expect((await call()).status).toBe(401);
    const response = await call(`Bearer ${STAFF.cronSecret}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ days: [], rows: 0, deletedEvents: 0 });
  });
});
