// Free slots (lib/booking/slots.ts): the weekly hours read in the agency's zone, minus holidays,
// notice, horizon, our bookings (with the buffer) and feed events, at the right instants across
// daylight-saving changes. Pure: no database, the clock passed in.
import { describe, expect, it } from "vitest";

import { freeSlots, type SlotInputs } from "@/lib/booking/slots";
import { zonedInstant } from "@/lib/zoned-time";

const weekdays = [1, 2, 3, 4, 5].map((day) => ({ day, start: "09:00", end: "17:00" }));
const base: SlotInputs["settings"] = {
  timeZone: "Europe/Berlin",
  weeklyHours: weekdays,
  slotMinutes: 30,
  bufferMinutes: 15,
  minimumNoticeMinutes: 0,
  horizonDays: 7,
  holidays: [],
};
const slots = (
  settings: Partial<SlotInputs["settings"]>,
  now: string,
  more: Partial<SlotInputs> = {},
) =>
  freeSlots({
    settings: { ...base, ...settings },
    now: new Date(now),
    booked: [],
    external: [],
    ...more,
  });
const starts = (list: { start: string }[]) => list.map((s) => s.start);
const range = (start: string, end: string) => ({ start: new Date(start), end: new Date(end) });

describe("freeSlots", () => {
  it("offers the weekly hours in the agency's zone, 16 half hours a weekday, none at the weekend", () => {
    // Monday 2027-01-04, before opening; Berlin is UTC+1 in winter.
    const list = slots({ horizonDays: 7 }, "2027-01-04T05:00:00Z");
    expect(list).toHaveLength(5 * 16);
    expect(list[0]).toEqual({
      start: "2027-01-04T08:00:00.000Z",
      end: "2027-01-04T08:30:00.000Z",
      day: "2027-01-04",
    });
    expect(list.at(-1)!.start).toBe("2027-01-08T15:30:00.000Z");
    expect(new Set(list.map((s) => s.day))).not.toContain("2027-01-09");
  });

  it("leaves out holidays, the minimum notice and what lies past the horizon", () => {
    const list = slots(
      { holidays: ["2027-01-05"], minimumNoticeMinutes: 12 * 60, horizonDays: 3 },
      "2027-01-03T23:00:00Z", // Monday 00:00 in Berlin: the notice runs to 12:00 local (11:00Z)
    );
    expect(list[0]!.start).toBe("2027-01-04T11:00:00.000Z");
    expect(new Set(list.map((s) => s.day))).toEqual(new Set(["2027-01-04", "2027-01-06"]));
  });

  it("keeps our bookings and their buffer, and a feed's busy event with the buffer either side", () => {
    const list = starts(
      slots({ horizonDays: 1 }, "2027-01-04T05:00:00Z", {
        booked: [range("2027-01-04T08:00:00Z", "2027-01-04T08:45:00Z")], // 09:00 call + 15 min
        external: [range("2027-01-04T09:00:00Z", "2027-01-04T10:00:00Z")], // busy 10:00–11:00
      }),
    );
    expect(starts(slots({ horizonDays: 1 }, "2027-01-04T05:00:00Z"))).toContain(
      "2027-01-04T09:00:00.000Z",
    );
    expect(list).not.toContain("2027-01-04T08:00:00.000Z");
    expect(list).not.toContain("2027-01-04T08:30:00.000Z"); // inside the first call's buffer
    expect(list).not.toContain("2027-01-04T08:30:00.000Z");
    expect(list).not.toContain("2027-01-04T09:00:00.000Z"); // the busy hour
    expect(list).not.toContain("2027-01-04T10:00:00.000Z"); // within the buffer after it
    expect(list).toContain("2027-01-04T10:30:00.000Z");
    expect(list[0]).toBe("2027-01-04T10:30:00.000Z");
  });

  it("Europe/Berlin, last Sunday of October: 09:00 is 07:00Z before the change and 08:00Z after", () => {
    const list = slots({ horizonDays: 5 }, "2026-10-22T20:00:00Z"); // Thursday evening
    const nine = list.filter((s) => s.start.endsWith(":00:00.000Z")).map((s) => [s.day, s.start]);
    expect(nine).toContainEqual(["2026-10-23", "2026-10-23T07:00:00.000Z"]); // Friday, CEST
    expect(nine).toContainEqual(["2026-10-26", "2026-10-26T08:00:00.000Z"]); // Monday, CET
  });

  it("Europe/Berlin, the change itself: a night's hours step in real time, 02:00 twice", () => {
    const sunday = slots(
      {
        weeklyHours: [{ day: 0, start: "00:00", end: "06:00" }],
        slotMinutes: 60,
        bufferMinutes: 0,
      },
      "2026-10-24T12:00:00Z",
    );
    // 00:00 CEST (22:00Z) to 06:00 CET (05:00Z): seven hours, so seven slots.
    expect(starts(sunday)).toEqual(
      [22, 23, 0, 1, 2, 3, 4].map((h, i) =>
        new Date(Date.UTC(2026, 9, i < 2 ? 24 : 25, h)).toISOString(),
      ),
    );
  });

  it("America/New_York, first Sunday of November: 09:00 is 13:00Z before and 14:00Z after", () => {
    const list = slots({ timeZone: "America/New_York", horizonDays: 5 }, "2026-10-29T20:00:00Z");
    const byDay = Object.fromEntries(list.map((s) => [s.day, s.start]).reverse());
    expect(byDay["2026-10-30"]).toBe("2026-10-30T13:00:00.000Z");
    expect(byDay["2026-11-02"]).toBe("2026-11-02T14:00:00.000Z");
    expect(byDay["2026-11-01"]).toBeUndefined(); // a Sunday
  });
});

describe("zonedInstant", () => {
  it("reads a skipped time past the change and a repeated one as the first", () => {
    // Spring forward in New York, 2027-03-14 02:30 does not exist: 03:30 EDT (07:30Z).
    expect(new Date(zonedInstant("2027-03-14", 150, "America/New_York")).toISOString()).toBe(
      "2027-03-14T07:30:00.000Z",
    );
    // Fall back in Berlin, 2026-10-25 02:30 happens twice: the first is CEST (00:30Z).
    expect(new Date(zonedInstant("2026-10-25", 150, "Europe/Berlin")).toISOString()).toBe(
      "2026-10-25T00:30:00.000Z",
    );
  });
});
