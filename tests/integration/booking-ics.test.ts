// Busy time from the team's calendars (issue 30): ICS feeds served by a loopback HTTP server,
// fetched through the importer's SSRF guard. A busy 10:00–11:00 event hides the 10:00 slot; as a
// weekly RRULE its EXDATE and RECURRENCE-ID exceptions free that day's 10:00 (and the moved one
// blocks its new time); free, all-day and failing feeds behave as a calendar user expects.
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { startFeedServer } from "../helpers/loopback-feed-server";

const { saveBookingSettings, DEFAULT_BOOKING_SETTINGS } = await import("@/lib/booking/settings");
const { openSlots } = await import("@/lib/booking/availability");
const { forgetFeeds } = await import("@/lib/booking/ics-busy");
const { getDb } = await import("@/lib/db/client");
const db = await getDb();

const calendar = (...events: string[]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//ics//EN", ...events, "END:VCALENDAR"].join(
    "\r\n",
  );
const event = (uid: string, lines: string[]) =>
  ["BEGIN:VEVENT", `UID:${uid}`, "DTSTAMP:20261201T000000Z", ...lines, "END:VEVENT"].join("\r\n");
const berlin = (stamp: string) => `;TZID=Europe/Berlin:${stamp}`;

// Mondays 2027-01-04, -11, -18 and -25; Berlin is UTC+1, so 10:00 local is 09:00Z.
const ics = {
  single: calendar(
    event("one", [`DTSTART${berlin("20270104T100000")}`, `DTEND${berlin("20270104T110000")}`]),
  ),
  weekly: calendar(
    event("weekly", [
      `DTSTART${berlin("20270104T100000")}`,
      `DTEND${berlin("20270104T110000")}`,
      "RRULE:FREQ=WEEKLY;COUNT=4",
      `EXDATE${berlin("20270111T100000")}`,
    ]),
    event("weekly", [
      `RECURRENCE-ID${berlin("20270118T100000")}`,
      `DTSTART${berlin("20270118T140000")}`,
      `DTEND${berlin("20270118T150000")}`,
    ]),
  ),
  freeAndAllDay: calendar(
    event("free", [
      `DTSTART${berlin("20270105T100000")}`,
      `DTEND${berlin("20270105T110000")}`,
      "TRANSP:TRANSPARENT",
    ]),
    event("away", ["DTSTART;VALUE=DATE:20270106", "DTEND;VALUE=DATE:20270107"]),
  ),
};
const server = await startFeedServer(
  Object.fromEntries(
    Object.entries(ics).map(([name, body]) => [
      `/${name}.ics`,
      { body, contentType: "text/calendar" },
    ]),
  ),
  ".",
);
afterAll(() => server.close());

const NOW = new Date("2027-01-03T12:00:00Z"); // a Sunday
async function slotsWith(feeds: string[]) {
  forgetFeeds();
  await saveBookingSettings(
    {
      ...DEFAULT_BOOKING_SETTINGS,
      timeZone: "Europe/Berlin",
      bufferMinutes: 0,
      minimumNoticeMinutes: 0,
      horizonDays: 28,
      icsFeedUrls: feeds,
    },
    null,
  );
  return new Set((await openSlots(db, NOW)).map((s) => s.start));
}

beforeEach(() => forgetFeeds());

describe("ICS feeds as busy time", () => {
  it("a busy 10:00–11:00 event hides the 10:00 and 10:30 slots that day only", async () => {
    const free = await slotsWith([server.url("/single.ics")]);
    expect(free.has("2027-01-04T08:30:00.000Z")).toBe(true); // 09:30
    expect(free.has("2027-01-04T09:00:00.000Z")).toBe(false); // 10:00
    expect(free.has("2027-01-04T09:30:00.000Z")).toBe(false); // 10:30
    expect(free.has("2027-01-04T10:00:00.000Z")).toBe(true); // 11:00
    expect(free.has("2027-01-11T09:00:00.000Z")).toBe(true); // the next Monday
  });

  it("a weekly event hides 10:00 every Monday but on its EXDATE and its moved (RECURRENCE-ID) day", async () => {
    const free = await slotsWith([server.url("/weekly.ics")]);
    expect(free.has("2027-01-04T09:00:00.000Z")).toBe(false);
    expect(free.has("2027-01-11T09:00:00.000Z")).toBe(true); // EXDATE
    expect(free.has("2027-01-18T09:00:00.000Z")).toBe(true); // moved away from 10:00 …
    expect(free.has("2027-01-18T13:00:00.000Z")).toBe(false); // … to 14:00
    expect(free.has("2027-01-25T09:00:00.000Z")).toBe(false);
  });

  it("ignores a free (TRANSP:TRANSPARENT) event; an all-day event blocks its whole day", async () => {
    const free = await slotsWith([server.url("/freeAndAllDay.ics")]);
    expect(free.has("2027-01-05T09:00:00.000Z")).toBe(true);
    expect([...free].filter((s) => s.startsWith("2027-01-06"))).toEqual([]);
    expect([...free].filter((s) => s.startsWith("2027-01-07"))).toHaveLength(16);
  });

  it("a feed that fails (404, connection refused) is ignored: the other feeds and the slots still count", async () => {
    const free = await slotsWith([
      server.url("/missing.ics"),
      server.url("/single.ics"),
      "http://127.0.0.1:9/refused.ics",
    ]);
    expect(free.has("2027-01-04T09:00:00.000Z")).toBe(false);
    expect(free.has("2027-01-04T08:30:00.000Z")).toBe(true);
  });

  it("asks a feed once within five minutes", async () => {
    await slotsWith([server.url("/single.ics")]);
    const before = server.requests("/single.ics");
    await openSlots(db, NOW);
    await openSlots(db, NOW);
    expect(server.requests("/single.ics")).toBe(before);
  });
});
