// The leads CSV's formula guard (lib/leads/csv.ts): a cell a spreadsheet could run as a formula
// gets a leading apostrophe; an ordinary phone number, which visitors type with a leading +, is
// left exactly as typed (the issue: "+1 555…" must not turn into "'+1 555…" in the export).
import { describe, expect, it } from "vitest";

import { couldBeFormula, toCsv } from "@/lib/leads/csv";

const cells = (value: string) => toCsv(["h"], [[value]]).split("\r\n")[1]!;

describe("formula guard", () => {
  it.each(["+1 555 0100", "+44 20 7946 0958", "+1 (555) 010-0000", "+49 30.1234567", "555 0100"])(
    "leaves the phone number %s as typed",
    (phone) => {
      expect(couldBeFormula(phone)).toBe(false);
      expect(cells(phone)).toBe(phone);
    },
  );

  it.each([
    "+1+2",
    '=HYPERLINK("http://evil.example","x")',
    "-2+3",
    "@SUM(A1:A2)",
    "+SUM(A1)",
    "-1",
    "=1",
    "\t=1",
    "\r=1",
    "+1 555 0100+cmd|' /C calc'!A0",
  ])("neutralises %j", (value) => {
    expect(couldBeFormula(value)).toBe(true);
    expect(cells(value).replace(/^"/, "")).toMatch(/^'/);
  });

  it("quotes what needs quoting after the guard, and keeps ordinary text", () => {
    expect(cells('=A1,"x"')).toBe(`"'=A1,""x"""`);
    expect(cells("Acme, Inc.")).toBe('"Acme, Inc."');
    expect(cells("plain")).toBe("plain");
  });
});
