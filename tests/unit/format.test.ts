import { describe, expect, it } from "vitest";

import { formatLongDate } from "@/lib/format";

describe("formatLongDate", () => {
  it("formats en-US long dates without time-zone drift", () => {
    expect(formatLongDate("2025-08-30")).toBe("August 30, 2025");
    expect(formatLongDate("2025-01-01T00:30:00Z")).toBe("January 1, 2025");
    expect(formatLongDate(new Date(Date.UTC(2024, 1, 29)))).toBe("February 29, 2024");
  });

  it("returns an empty string for an invalid date instead of 'Invalid Date'", () => {
    expect(formatLongDate("not a date")).toBe("");
  });
});
