// The staff booking calendar form (/admin/bookings/settings, saveBookingCalendar): what staff post
// is judged by the shared bookingSettingsSchema and stored with an audit row; the ICS feed URLs are
// secrets (masked in the page's data, audited as a count, removed by key) and pass the webhooks'
// SSRF guard when added: loopback only as WEBHOOK_ALLOW_PRIVATE opens it (as in tests), the private
// network and cloud metadata never.
import { STAFF } from "../helpers/staff-env";

process.env.WEBHOOK_ALLOW_PRIVATE = "127.0.0.1/32";

import { beforeEach, describe, expect, it } from "vitest";

import { setRequest } from "../helpers/next-headers";
import { validCookie } from "../helpers/session-cookies";
import { exec, query } from "../helpers/sql";

const { getDb } = await import("@/lib/db/client");
const { saveBookingCalendar } = await import("@/lib/booking/calendar-actions");
const { calendarView } = await import("@/lib/booking/staff-calendar");
const { getBookingSettings } = await import("@/lib/booking/settings");
const db = await getDb();

const SECRET_FEED = "http://127.0.0.1:9/calendar/private-0a1b2c3d4e5f/basic.ics";

const formOf = (values: Record<string, string>) => {
  const form = new FormData();
  const base: Record<string, string> = {
    timeZone: "Europe/Berlin",
    hours1: "09:00–17:00",
    hours2: "09:00-12:00, 13:00-17:00",
    hours3: "",
    hours4: "10:00–16:00",
    hours5: "9:00-13:00",
    hours6: "",
    hours0: "",
    slotMinutes: "45",
    bufferMinutes: "10",
    minimumNoticeHours: "24",
    horizonDays: "30",
    holidays: "2026-12-25\n2026-12-24",
    newFeeds: "",
    ownerId: "",
  };
  for (const [k, v] of Object.entries({ ...base, ...values })) form.set(k, v);
  return form;
};
const save = (values: Record<string, string> = {}) =>
  saveBookingCalendar({ status: "idle" }, formOf(values));

// audit_log refuses deletes (kept for its retention period): each test reads the rows it added.
let since = new Date();
const auditRows = () =>
  query<{ details: Record<string, unknown>; actor_email: string }>(
    db,
    "select details, actor_email from audit_log where action = 'booking_settings.changed' and at >= $1 order by at",
    [since],
  );

beforeEach(async () => {
  await exec(db, "delete from booking_settings");
  since = new Date();
  setRequest({ cookies: await validCookie() });
});

describe("saving the calendar", () => {
  it("stores the hours per weekday, the numbers and the closed days, audited", async () => {
    const saved = await save();
    expect(saved).toEqual({ status: "success", message: "Booking calendar saved." });
    const settings = await getBookingSettings();
    expect(settings).toMatchObject({
      timeZone: "Europe/Berlin",
      slotMinutes: 45,
      bufferMinutes: 10,
      minimumNoticeMinutes: 24 * 60,
      horizonDays: 30,
      holidays: ["2026-12-24", "2026-12-25"],
      icsFeedUrls: [],
      ownerId: null,
    });
    expect(settings.weeklyHours).toEqual([
      { day: 1, start: "09:00", end: "17:00" },
      { day: 2, start: "09:00", end: "12:00" },
      { day: 2, start: "13:00", end: "17:00" },
      { day: 4, start: "10:00", end: "16:00" },
      { day: 5, start: "09:00", end: "13:00" },
    ]);
    const audit = await auditRows();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_email).toBe(STAFF.email);
    expect(Object.keys(audit[0]!.details).sort()).toEqual(
      expect.arrayContaining(["slotMinutes", "weeklyHours", "holidays", "timeZone"]),
    );
  });

  it.each([
    ["hours1", { hours1: "9 to 5" }, /HH:MM/],
    ["hours3", { hours3: "17:00-09:00" }, /end must be after the start/],
    ["slotMinutes", { slotMinutes: "5" }, /At least 10 minutes/],
    ["slotMinutes", { slotMinutes: "thirty" }, /whole number/],
    ["horizonDays", { horizonDays: "365" }, /At most 90 days/],
    ["timeZone", { timeZone: "Mars/Olympus_Mons" }, /IANA time zone/],
    ["holidays", { holidays: "2026-02-30" }, /not a date/],
    ["newFeeds", { newFeeds: "ftp://calendar.example/x.ics" }, /http\(s\) or webcal/],
    ["ownerId", { ownerId: "not-a-uuid" }, /./],
  ])(
    "refuses a bad %s with a message beside it, storing nothing",
    async (field, values, message) => {
      const refused = await save(values);
      expect(refused.status).toBe("error");
      expect(refused.fieldErrors?.[field as "hours1"]).toMatch(message);
      expect(refused.values?.[field as "hours1"]).toBe(Object.values(values)[0]);
      expect(await query(db, "select 1 from booking_settings")).toHaveLength(0);
    },
  );
});

describe("ICS feed URLs (secrets)", () => {
  it("are masked in what the page gets, audited as a count, removed by key", async () => {
    expect((await save({ newFeeds: SECRET_FEED })).status).toBe("success");
    expect((await getBookingSettings()).icsFeedUrls).toEqual([SECRET_FEED]);
    const view = await calendarView();
    expect(JSON.stringify(view)).not.toContain("private-0a1b2c3d4e5f");
    expect(view.feeds.map((f) => f.label)).toEqual(["127.0.0.1:9/…/basic.ics"]);
    const audit = await auditRows();
    expect(JSON.stringify(audit)).not.toContain("private-0a1b2c3d4e5f");
    expect(JSON.stringify(audit)).toContain("1 feeds");

    // Saving again without touching it keeps it; ticking its "Remove" drops it.
    expect((await save()).status).toBe("success");
    expect((await getBookingSettings()).icsFeedUrls).toEqual([SECRET_FEED]);
    await save({ removeFeed0: view.feeds[0]!.key });
    expect((await getBookingSettings()).icsFeedUrls).toEqual([]);
  });

  it.each([
    "http://10.1.2.3/calendar.ics",
    "http://169.254.169.254/latest/meta-data",
    "http://[::1]:8080/cal.ics",
    "http://192.168.1.10/basic.ics",
  ])("refuses %s (not public) and stores nothing", async (url) => {
    const refused = await save({ newFeeds: url });
    expect(refused.status).toBe("error");
    expect(refused.fieldErrors?.newFeeds).toMatch(/not a public address/);
    expect(await query(db, "select 1 from booking_settings")).toHaveLength(0);
  });
});
