// The dashboard's range from the address: presets end today, custom days are read safely (swapped,
// future, too long, malformed), and the comparison is the same length just before.
import { describe, expect, it } from "vitest";

import { parseDayRange, rangeQuery } from "@/lib/analytics/dashboard-range";

const today = "2026-03-10";

describe("parseDayRange", () => {
  it("defaults to the last 30 days, today included, against the 30 days before", () => {
    const r = parseDayRange({}, today);
    expect(r).toMatchObject({ from: "2026-02-09", to: today, days: 30, preset: "30" });
    expect(r.previous).toEqual({ from: "2026-01-10", to: "2026-02-08" });
    expect(rangeQuery(r)).toBe("?range=30");
  });

  it("reads today and the 7 and 90 day presets; an unknown preset is the default", () => {
    expect(parseDayRange({ range: "today" }, today)).toMatchObject({
      from: today,
      to: today,
      previous: { from: "2026-03-09", to: "2026-03-09" },
    });
    expect(parseDayRange({ range: "7" }, today).from).toBe("2026-03-04");
    expect(parseDayRange({ range: "90" }, today).days).toBe(90);
    expect(parseDayRange({ range: "365" }, today).preset).toBe("30");
  });

  it("reads custom days: swapped ends, the future cut at today, at most 400 days", () => {
    const r = parseDayRange(new URLSearchParams("from=2026-03-05&to=2026-02-28"), today);
    expect(r).toMatchObject({ from: "2026-02-28", to: "2026-03-05", days: 6, preset: "custom" });
    expect(r.previous).toEqual({ from: "2026-02-22", to: "2026-02-27" });
    expect(rangeQuery(r)).toBe("?from=2026-02-28&to=2026-03-05");
    expect(parseDayRange({ from: "2026-03-01", to: "2027-01-01" }, today).to).toBe(today);
    expect(parseDayRange({ from: "2020-01-01", to: today }, today).days).toBe(400);
  });

  it("ignores malformed days (rolled-over dates, text, arrays of junk)", () => {
    expect(parseDayRange({ from: "2026-02-30", to: today }, today).preset).toBe("30");
    expect(parseDayRange({ from: "yesterday", to: "x" }, today).preset).toBe("30");
    expect(parseDayRange({ from: ["'; drop", "x"], to: today }, today).preset).toBe("30");
  });
});
