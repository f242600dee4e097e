// The staff week view's boundaries (lib/booking/week.ts): Monday 00:00 to Monday 00:00 in the
// agency's zone, across daylight-saving changes (Europe/Berlin's last Sunday of October,
// America/New_York's first Sunday of November, and the spring ones), and any day of a week or a
// bad ?week= value.
import { describe, expect, it } from "vitest";

import { startOfDay, weekOf } from "@/lib/booking/week";

const hours = (w: { from: Date; to: Date }) => (w.to.getTime() - w.from.getTime()) / 3_600_000;

describe("weekOf", () => {
  it("Berlin's autumn change week: Monday CEST to Monday CET, 169 hours", () => {
    const week = weekOf("2026-10-25", "Europe/Berlin");
    expect(week.days[0]).toBe("2026-10-19");
    expect(week.days[6]).toBe("2026-10-25");
    expect(week.from.toISOString()).toBe("2026-10-18T22:00:00.000Z");
    expect(week.to.toISOString()).toBe("2026-10-25T23:00:00.000Z");
    expect(hours(week)).toBe(169);
    expect([week.previous, week.next]).toEqual(["2026-10-12", "2026-10-26"]);
  });

  it("New York's autumn change week (first Sunday of November)", () => {
    const week = weekOf("2026-11-01", "America/New_York");
    expect(week.days[0]).toBe("2026-10-26");
    expect(week.from.toISOString()).toBe("2026-10-26T04:00:00.000Z");
    expect(week.to.toISOString()).toBe("2026-11-02T05:00:00.000Z");
    expect(hours(week)).toBe(169);
  });

  it("spring weeks are 167 hours", () => {
    expect(hours(weekOf("2026-03-29", "Europe/Berlin"))).toBe(167);
    expect(hours(weekOf("2026-03-08", "America/New_York"))).toBe(167);
    expect(hours(weekOf("2026-06-10", "UTC"))).toBe(168);
  });

  it("any day of the week gives the same week; a bad value gives this week", () => {
    const now = new Date("2026-12-02T10:00:00Z"); // a Wednesday
    for (const day of ["2026-11-30", "2026-12-03", "2026-12-06"]) {
      expect(weekOf(day, "Europe/Berlin", now).days[0]).toBe("2026-11-30");
    }
    for (const bad of [undefined, "", "2026-02-30", "next", ["2026-12-01"], "2026-1-1"]) {
      expect(weekOf(bad, "Europe/Berlin", now).days[0], String(bad)).toBe("2026-11-30");
    }
  });

  it("a day starts at local midnight, east and west of UTC", () => {
    expect(startOfDay("2026-07-01", "Pacific/Auckland").toISOString()).toBe(
      "2026-06-30T12:00:00.000Z",
    );
    expect(startOfDay("2026-07-01", "America/Los_Angeles").toISOString()).toBe(
      "2026-07-01T07:00:00.000Z",
    );
    // Santiago skips midnight on its spring change: the day starts at 01:00.
    expect(startOfDay("2026-09-06", "America/Santiago").toISOString()).toBe(
      "2026-09-06T04:00:00.000Z",
    );
  });
});
