// The booking data model (issue 30): the calendar's settings fall back to the defaults until
// staff save them, are validated when saved (the feed URLs audited as a count only), and the
// bookings table refuses two booked calls whose held ranges overlap, on either backend.
import { describe, expect, it } from "vitest";

import { exec, query } from "../helpers/sql";

const { getDb } = await import("@/lib/db/client");
const { getBookingSettings, saveBookingSettings, DEFAULT_BOOKING_SETTINGS } =
  await import("@/lib/booking/settings");
const { pgCode } = await import("@/lib/db/errors");
const db = await getDb();

const actor = { id: "00000000-0000-4000-8000-000000000001", email: "owner@agency.example" };

describe("booking settings", () => {
  it("are the defaults until saved: Mon–Fri 09:00–17:00, 30-minute slots, 15 buffer, 12 h, 21 days", async () => {
    const settings = await getBookingSettings();
    expect(settings).toEqual(DEFAULT_BOOKING_SETTINGS);
    expect(settings.weeklyHours.map((h) => h.day)).toEqual([1, 2, 3, 4, 5]);
    expect(settings).toMatchObject({ slotMinutes: 30, bufferMinutes: 15, horizonDays: 21 });
    expect(settings.minimumNoticeMinutes).toBe(720);
  });

  it("are stored as saved, webcal feeds as https, with an audit row that never names a feed", async () => {
    const saved = await saveBookingSettings(
      {
        ...DEFAULT_BOOKING_SETTINGS,
        timeZone: "America/New_York",
        holidays: ["2026-12-25", "2026-12-24", "2026-12-25"],
        icsFeedUrls: ["webcal://calendar.example/private-s3cret/basic.ics"],
      },
      actor,
    );
    expect(saved.icsFeedUrls).toEqual(["https://calendar.example/private-s3cret/basic.ics"]);
    expect(await getBookingSettings()).toEqual(saved);
    expect(saved.holidays).toEqual(["2026-12-24", "2026-12-25"]);
    const audit = await query<{ details: unknown }>(
      db,
      "select details from audit_log where action = 'booking_settings.changed'",
    );
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0]!.details)).not.toContain("s3cret");
  });

  it("refuses an unknown zone, hours that end before they start, and a ftp feed", async () => {
    for (const bad of [
      { timeZone: "Mars/Olympus" },
      { weeklyHours: [{ day: 1, start: "17:00", end: "09:00" }] },
      { icsFeedUrls: ["ftp://calendar.example/x.ics"] },
    ]) {
      await expect(
        saveBookingSettings({ ...DEFAULT_BOOKING_SETTINGS, ...bad }, actor),
      ).rejects.toThrow();
    }
  });
});

describe("bookings table", () => {
  it("refuses an overlapping booked call (23P01) but not a cancelled one or one after the buffer", async () => {
    await exec(
      db,
      "insert into leads (id, kind, name, email, phone, message) values ('10000000-0000-4000-8000-000000000001', 'booking', 'A', 'a@example.com', '', 'm')",
    );
    const book = (start: string, end: string, until: string, uid: string, status = "booked") =>
      exec(
        db,
        `insert into bookings (lead_id, starts_at, ends_at, blocked_until, time_zone, ical_uid, status)
         values ('10000000-0000-4000-8000-000000000001', '${start}', '${end}', '${until}', 'UTC', '${uid}', '${status}')`,
      );
    await book("2027-01-04T09:00Z", "2027-01-04T09:30Z", "2027-01-04T09:45Z", "a");
    const clash = await book(
      "2027-01-04T09:30Z",
      "2027-01-04T10:00Z",
      "2027-01-04T10:15Z",
      "b",
    ).catch((error: unknown) => error);
    expect(pgCode(clash)).toBe("23P01");
    await book("2027-01-04T09:30Z", "2027-01-04T10:00Z", "2027-01-04T10:15Z", "c", "cancelled");
    await book("2027-01-04T09:45Z", "2027-01-04T10:15Z", "2027-01-04T10:30Z", "d");
  });
});
