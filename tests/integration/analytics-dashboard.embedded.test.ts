// /admin/analytics's queries against rows written straight into the tables, in an agency time zone
// far from UTC: the finished days come from the roll-ups and today from the raw events (a raw
// event of a rolled-up day is not counted twice), the previous period is the same length just
// before, goals and their conversion per page, leads and won leads by campaign/source/landing
// page without the quarantined lead or the job application; the CSV exports.
import "../helpers/staff-env";

process.env.AGENCY_TIME_ZONE = "Pacific/Auckland";

import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { insertDaily, insertEvents, type DailyRow } from "../helpers/analytics-seed";
import { setRequest } from "../helpers/next-headers";
import { validCookie } from "../helpers/session-cookies";
import { query } from "../helpers/sql";

const { getDb } = await import("@/lib/db/client");
const { analyticsDashboard, dashboardRange, agencyToday } =
  await import("@/lib/analytics/dashboard");
const { addDays } = await import("@/lib/zoned-time");
const csvRoute = await import("@/app/api/admin/analytics-csv/route");
const db = await getDb();
const TZ = "Pacific/Auckland";

const today = agencyToday();
const day = (n: number) => addDays(today, -n);
/** The instant the agency's today began (midnight in Auckland). */
const [midnight] = await query<{ start: string }>(
  db,
  "select ($1::date::timestamp at time zone $2)::text as start",
  [today, TZ],
);
const todayStart = new Date(midnight!.start).getTime();
/** Just now, but never before today's midnight (a test run at 00:00:01 stays in today). */
const recent = (ms: number) => new Date(Math.max(Date.now() - ms, todayStart + 1000));

const cAt = recent(2 * 3600_000);

// Days 1..13 before today: 10 + n visitors, 100 + n page views; day 20 is outside both periods.
const siteDays: DailyRow[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 20].map((n) => ({
  day: day(n),
  dimension: "site",
  value: "",
  visitors: 10 + n,
  pageviews: 100 + n,
}));
const sum = (ns: number[], f: (n: number) => number) => ns.reduce((a, n) => a + f(n), 0);
const last7Past = [1, 2, 3, 4, 5, 6];
const previous7 = [7, 8, 9, 10, 11, 12, 13];

async function addLead(fields: Record<string, unknown>) {
  const base = { kind: "booking", name: "N", email: "n@example.com", phone: "", message: "m" };
  const all = { ...base, ...fields };
  const keys = Object.keys(all);
  await query(
    db,
    `insert into leads (${keys.join(", ")}) values (${keys.map((_, i) => `$${i + 1}`).join(", ")})`,
    Object.values(all),
  );
}

beforeAll(async () => {
  await insertDaily(db, [
    ...siteDays,
    { day: day(2), dimension: "site", value: "", goal: "booking", visitors: 3, pageviews: 3 },
    { day: day(2), dimension: "page", value: "/services", visitors: 40, pageviews: 60 },
    { day: day(3), dimension: "page", value: "/services", visitors: 20, pageviews: 25 },
    { day: day(3), dimension: "page", value: "/blogs/a", visitors: 50, pageviews: 55 },
    {
      day: day(2),
      dimension: "page",
      value: "/services",
      goal: "booking",
      visitors: 3,
      pageviews: 3,
    },
    { day: day(9), dimension: "page", value: "/old", visitors: 999, pageviews: 999 },
  ]);
  const pv = { path: "/services", utmCampaign: "q4", utmSource: "newsletter" } as const;
  await insertEvents(db, [
    { at: recent(60_000), visitor: "a", ...pv },
    { at: recent(50_000), visitor: "a", path: "/contact" },
    { at: recent(40_000), visitor: "b", ...pv, device: "mobile" },
    { at: recent(30_000), visitor: "b", kind: "goal", goal: "booking", path: "/services" },
    { at: cAt, visitor: "c", path: "/blogs/a" },
    // Yesterday is rolled up already: its raw event must not be counted again.
    { at: new Date(todayStart - 3600_000), visitor: "z", path: "/services" },
  ]);
  const at = (n: number) => new Date(todayStart - n * 86_400_000 + 3600_000).toISOString();
  await addLead({ created_at: at(1), utm_campaign: "q4", utm_source: "newsletter", status: "won" });
  await addLead({ created_at: at(2), utm_campaign: "q4", landing_page: "/blogs/a" });
  await addLead({ created_at: at(3), referrer_host: "example.org", heard_about: "a friend" });
  await addLead({ created_at: at(3), heard_about: " a podcast ", status: "won" });
  await addLead({
    created_at: at(1),
    utm_campaign: "q4",
    status: "won",
    spam_reason: "honeypot",
    quarantined_at: at(1),
  });
  await addLead({ created_at: at(1), kind: "application", utm_campaign: "q4", status: "won" });
  await addLead({ created_at: at(10), utm_campaign: "q4", status: "won" }); // previous period
});
beforeEach(async () => setRequest({ cookies: await validCookie() }));

const last7 = () => dashboardRange({ range: "7" });

describe("the dashboard's numbers", () => {
  it("sums the rolled-up days and today's raw visitors, and the previous period", async () => {
    const d = await analyticsDashboard(last7(), { withLeads: true, db });
    // a, b and c today (raw, distinct); z is yesterday's, already in the roll-up.
    expect(d.totals.visitors).toBe(sum(last7Past, (n) => 10 + n) + 3);
    expect(d.totals.pageviews).toBe(sum(last7Past, (n) => 100 + n) + 4);
    expect(d.previous.visitors).toBe(sum(previous7, (n) => 10 + n));
    expect(d.totals.goals.booking).toBe(3 + 1);
    expect(d.series).toHaveLength(7);
    expect(d.series.at(-1)).toEqual({ at: today, visitors: 3, pageviews: 4 });
    expect(d.series[0]).toEqual({ at: day(6), visitors: 16, pageviews: 106 });
    // a and b in the last 30 minutes; c two hours ago (unless today began less than that ago).
    expect(d.realtime).toBe(cAt.getTime() > Date.now() - 30 * 60_000 ? 3 : 2);
    expect(d.neverRecorded).toBe(false);
  });

  it("ranks pages with their goal visitors, and the campaigns", async () => {
    const { breakdowns } = await analyticsDashboard(last7(), { withLeads: false, db });
    expect(breakdowns.page.slice(0, 3)).toEqual([
      // 40 + 20 rolled up + a and b today; booking: 3 rolled up + b today.
      {
        value: "/services",
        visitors: 62,
        pageviews: 87,
        goals: { booking: 4, contact: 0, newsletter: 0 },
      },
      {
        value: "/blogs/a",
        visitors: 51,
        pageviews: 56,
        goals: { booking: 0, contact: 0, newsletter: 0 },
      },
      {
        value: "/contact",
        visitors: 1,
        pageviews: 1,
        goals: { booking: 0, contact: 0, newsletter: 0 },
      },
    ]);
    expect(breakdowns.page.map((r) => r.value)).not.toContain("/old");
    expect(breakdowns.utm_campaign.find((r) => r.value === "q4")?.visitors).toBe(2);
    expect(breakdowns.device.find((r) => r.value === "mobile")?.visitors).toBe(1);
  });

  it("counts leads and won leads by campaign, source and landing page", async () => {
    const { leads } = await analyticsDashboard(last7(), { withLeads: true, db });
    // The quarantined lead and the application are left out; day 10's lead is the previous period.
    expect(leads?.campaign.find((r) => r.value === "q4")).toEqual({
      value: "q4",
      leads: 2,
      won: 1,
    });
    expect(leads?.totals).toEqual({ leads: 4, won: 2 });
    expect(leads?.previous).toEqual({ leads: 1, won: 1 });
    expect(leads?.source).toEqual(
      expect.arrayContaining([
        { value: "newsletter", leads: 1, won: 1 },
        { value: "example.org", leads: 1, won: 0 }, // the referrer before the answer
        { value: "a podcast", leads: 1, won: 1 },
      ]),
    );
    expect(leads?.landing_page.find((r) => r.value === "/blogs/a")?.leads).toBe(1);
  });

  it("shows today by the hour, and no lead figures to a role without leads.read", async () => {
    const d = await analyticsDashboard(dashboardRange({ range: "today" }), {
      withLeads: false,
      db,
    });
    expect(d.hourly).toBe(true);
    expect(d.series).toHaveLength(24);
    expect(sum([...d.series.keys()], (i) => d.series[i]!.pageviews)).toBe(4);
    expect(d.leads).toBeNull();
  });
});

describe("the CSV export", () => {
  const csv = (search: string) =>
    csvRoute.GET(new Request(`http://localhost/api/admin/analytics-csv${search}`));

  it("exports a table for the same range, with a BOM", async () => {
    const response = await csv("?table=leads-campaign&range=7");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split("\r\n")).toEqual(["campaign,leads,won", ",2,1", "q4,2,1", ""]); // "": no campaign
  });

  it("refuses an unknown table with a 400", async () => {
    const response = await csv("?table=nope");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringContaining("table") });
  });
});
