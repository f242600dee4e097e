// The page-view endpoint (/api/visit, docs/analytics.md): a beacon becomes one analytics_events
// row after the batch flush; bots, staff sessions, GPC/DNT, excluded networks and blocked paths
// are answered the same 204 and stored nowhere; malformed bodies are a 4xx; the visitor hash
// changes with the day's salt; a goal hashes to the same visitor as that day's page views; a burst
// of 1,000 beacons loses none. No response sets a cookie.
// First: the staff account and secrets the signed-in settings save below runs as.
import "../helpers/staff-env";

import { beforeEach, describe, expect, it } from "vitest";

import { setRequest } from "../helpers/next-headers";
import { validCookie } from "../helpers/session-cookies";
import { exec, query } from "../helpers/sql";

const { getDb } = await import("@/lib/db/client");
const { POST } = await import("@/app/api/visit/route");
const { flushEvents } = await import("@/lib/analytics/event-buffer");
const { forgetExcludedNetworks } = await import("@/lib/analytics/exclusions");
const { recordGoal } = await import("@/lib/analytics/ingest");
const { forgetSalt, visitorHash } = await import("@/lib/analytics/visitor");
const { saveSettings } = await import("@/lib/staff-settings/actions");
const { staffSettings } = await import("@/lib/staff-settings/settings");
const db = await getDb();

const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IP = "203.0.113.9";

function beacon(body: unknown, headers: Record<string, string> = {}) {
  return POST(
    new Request("http://localhost/api/visit", {
      method: "POST",
      body: typeof body === "string" ? body : JSON.stringify(body),
      headers: {
        "content-type": "text/plain;charset=UTF-8",
        "user-agent": BROWSER,
        "x-forwarded-for": IP,
        ...headers,
      },
    }),
  );
}
const VIEW = { k: "v", p: "/blogs/hello", w: 1280 };
const events = async () => {
  await flushEvents();
  return query<Record<string, unknown>>(db, "select * from analytics_events order by id");
};

beforeEach(async () => {
  await exec(
    db,
    "delete from analytics_events; delete from analytics_salts; update staff_settings set analytics_excluded_networks = '[]'::jsonb",
  );
  forgetSalt();
  forgetExcludedNetworks();
});

describe("POST /api/visit", () => {
  it("stores a page view with its path, external referrer, UTM, ref, device and a day's visitor hash", async () => {
    const response = await beacon({
      ...VIEW,
      r: "News.Example.com",
      w: 390,
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "q4",
      utm_term: "seo",
      utm_content: "top",
      ref: "partner",
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("set-cookie")).toBeNull();
    const [row, ...rest] = await events();
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      kind: "pageview",
      goal: null,
      path: "/blogs/hello",
      referrer_host: "news.example.com",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "q4",
      utm_term: "seo",
      utm_content: "top",
      ref_param: "partner",
      device: "mobile",
      duration_ms: null,
    });
    expect(row!.visitor).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(IP);
  });

  it("drops a campaign value holding an e-mail address", async () => {
    await beacon({ ...VIEW, utm_source: "mailer", utm_content: "ann@example.com", ref: "x@y" });
    const [row] = await events();
    expect(row).toMatchObject({ utm_source: "mailer", utm_content: null, ref_param: null });
  });

  it("stores the time on page of an engagement, capped at 30 minutes", async () => {
    await beacon({ k: "e", p: "/services", w: 800, d: 4200 });
    await beacon({ k: "e", p: "/services", w: 800, d: 99 * 60 * 60 * 1000 });
    const rows = await events();
    expect(rows.map((r) => [r.kind, r.device, r.duration_ms])).toEqual([
      ["engagement", "tablet", 4200],
      ["engagement", "tablet", 30 * 60 * 1000],
    ]);
  });

  it.each([
    [
      "a crawler",
      { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
    ],
    ["no user agent", { "user-agent": "" }],
    ["a local staff session", { cookie: "theme=dark; agency_staff_session=abc.def" }],
    ["an HTTPS staff session", { cookie: "__Host-agency_staff_session=abc" }],
    ["a Supabase session", { cookie: "sb-xyz-auth-token.0=abc" }],
    ["Global Privacy Control", { "sec-gpc": "1" }],
    ["Do Not Track", { dnt: "1" }],
  ])("answers %s with 204 and stores nothing", async (_, headers) => {
    const response = await beacon(VIEW, headers);
    expect(response.status).toBe(204);
    expect(await events()).toEqual([]);
  });

  it("keeps each user agent's verdict, a crawler's and a browser's, however often it comes", async () => {
    const crawler = { "user-agent": "Mozilla/5.0 (compatible; bingbot/2.0)" };
    for (let i = 0; i < 3; i++) {
      expect((await beacon(VIEW, crawler)).status).toBe(204);
      expect((await beacon(VIEW)).status).toBe(204);
    }
    // More distinct user agents than the cache keeps: the first ones' verdicts still right after.
    for (let i = 0; i < 1100; i++) await beacon(VIEW, { "user-agent": `${BROWSER} r/${i}` });
    await beacon(VIEW, crawler);
    await beacon(VIEW);
    await flushEvents();
    const [row] = await query<{ n: number }>(db, "select count(*)::int as n from analytics_events");
    expect(row!.n).toBe(3 + 1100 + 1);
  });

  it.each(["/admin", "/admin/leads", "/admin/preview/abc", "/blogs/search", "/api/visit"])(
    "never records the blocked path %s",
    async (p) => {
      expect((await beacon({ ...VIEW, p })).status).toBe(204);
      expect(await events()).toEqual([]);
    },
  );

  it("leaves out the owners' excluded networks, and only those", async () => {
    await exec(
      db,
      `update staff_settings set analytics_excluded_networks = '["198.51.100.0/24", "2001:db8::/32"]'::jsonb`,
    );
    forgetExcludedNetworks();
    await beacon(VIEW, { "x-forwarded-for": "198.51.100.77" });
    await beacon(VIEW, { "x-forwarded-for": "2001:db8::5" });
    await beacon(VIEW, { "x-forwarded-for": "192.0.2.1" });
    expect((await events()).length).toBe(1);
  });

  it.each([
    ["not JSON", "{nope", 400],
    ["an unknown kind", { ...VIEW, k: "x" }, 400],
    ["a path that is not a path", { ...VIEW, p: "https://evil.example/" }, 400],
    ["no width", { k: "v", p: "/" }, 400],
    ["a body over 2 KB", { ...VIEW, utm_source: "x".repeat(3000) }, 413],
  ])("refuses %s with a 4xx and stores nothing", async (_, body, status) => {
    const response = await beacon(body);
    expect(response.status).toBe(status);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await events()).toEqual([]);
  });

  it("loses none of a burst of 1,500 beacons", async () => {
    const answers = await Promise.all(
      Array.from({ length: 1500 }, (_, i) =>
        beacon({ ...VIEW, p: `/blogs/p${i % 10}` }, { "x-forwarded-for": `203.0.113.${i % 200}` }),
      ),
    );
    expect(answers.every((r) => r.status === 204)).toBe(true);
    // Batched (1,000 a statement, the rest a second later): whatever is still waiting is written
    // by the flush, and nothing is lost. (How much was written before it depends on the machine's
    // speed, so it is not asserted.)
    await flushEvents();
    const [after] = await query<{ n: number; v: number }>(
      db,
      "select count(*)::int as n, count(distinct visitor)::int as v from analytics_events",
    );
    expect(after).toEqual({ n: 1500, v: 200 });
  });
});

describe("visitor hash", () => {
  it("is the same all day and different the next day (a new salt)", async () => {
    const morning = await visitorHash(new Date("2026-03-01T01:00:00Z"), IP, BROWSER);
    const evening = await visitorHash(new Date("2026-03-01T23:00:00Z"), IP, BROWSER);
    const other = await visitorHash(new Date("2026-03-01T23:00:00Z"), "203.0.113.10", BROWSER);
    const nextDay = await visitorHash(new Date("2026-03-02T01:00:00Z"), IP, BROWSER);
    expect(evening).toBe(morning);
    expect(other).not.toBe(morning);
    expect(nextDay).not.toBe(morning);
    const salts = await query<{ day: string }>(
      db,
      "select day::text from analytics_salts order by day",
    );
    expect(salts.map((s) => s.day)).toEqual(["2026-03-01", "2026-03-02"]);
  });

  it("counts a goal as the visitor of that day's page views, with the form's attribution", async () => {
    await beacon(VIEW);
    const headers = new Headers({ "user-agent": BROWSER, "x-forwarded-for": IP });
    expect(
      await recordGoal("booking", {
        path: "/book-service",
        attribution: { landingPage: "/blogs/hello", utmSource: "newsletter", utmCampaign: "q4" },
        headers,
      }),
    ).toBeNull();
    const staff = new Headers({ "user-agent": BROWSER, cookie: "agency_staff_session=x" });
    expect(await recordGoal("contact", { path: "/contact", attribution: {}, headers: staff })).toBe(
      "staff",
    );
    const [view, goal, ...rest] = await events();
    expect(rest).toEqual([]);
    expect(goal).toMatchObject({
      kind: "goal",
      goal: "booking",
      path: "/book-service",
      utm_source: "newsletter",
      utm_campaign: "q4",
      device: "desktop",
    });
    expect(goal!.visitor).toBe(view!.visitor);
  });
});

describe("the owners' settings", () => {
  const formOf = (values: Record<string, string>) => {
    const form = new FormData();
    const all = { auditRetentionDays: "365", analyticsRetentionDays: "30", ...values };
    for (const [k, v] of Object.entries(all)) form.set(k, v);
    return form;
  };

  it("stores the excluded networks and the retention, and this process applies them at once", async () => {
    setRequest({ cookies: await validCookie() });
    await beacon(VIEW, { "x-forwarded-for": "198.51.100.7" });
    const saved = await saveSettings(
      { status: "idle" },
      formOf({ analyticsExcludedNetworks: "198.51.100.0/24\n2001:db8::1" }),
    );
    expect(saved.status).toBe("success");
    expect(await staffSettings()).toMatchObject({
      analyticsRetentionDays: 30,
      analyticsExcludedNetworks: ["198.51.100.0/24", "2001:db8::1"],
    });
    await beacon(VIEW, { "x-forwarded-for": "198.51.100.7" });
    expect((await events()).length).toBe(1); // the one before the save
    const refused = await saveSettings(
      { status: "idle" },
      formOf({ analyticsExcludedNetworks: "the office" }),
    );
    expect(refused.fieldErrors?.analyticsExcludedNetworks).toContain("is not an IP address");
    expect(refused.values?.analyticsExcludedNetworks).toBe("the office");
  });
});
