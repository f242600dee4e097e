// The analytics collection's small rules: the beacon stays under 1 KB gzip (issue 28), the
// settings form's network list accepts addresses and CIDRs only, a staff cookie is recognised by
// name, widths and user agents map to device classes, the blocked paths are blocked.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import { isBlockedPath } from "@/lib/analytics/blocked-paths";
import { deviceOfUserAgent, deviceOfWidth } from "@/lib/analytics/device";
import { hasStaffCookie } from "@/lib/analytics/exclusions";
import { isNetwork, splitNetworks } from "@/lib/analytics/network-list";
import { staffSettingsSchema } from "@/lib/staff-settings/form-schema";

describe("public/visit.js", () => {
  it("is at most 1 KB gzip", () => {
    const size = gzipSync(readFileSync("public/visit.js"), { level: 9 }).byteLength;
    expect(size).toBeLessThanOrEqual(1024);
  });
});

describe("excluded networks", () => {
  it.each(["203.0.113.7", "203.0.113.0/24", "10.0.0.0/8", "2001:db8::/32", "::1", "fd00::1/128"])(
    "accepts %s",
    (n) => expect(isNetwork(n)).toBe(true),
  );
  it.each([
    "203.0.113.256",
    "203.0.113.0/33",
    "2001:db8::/129",
    "example.com",
    "1.2.3",
    "1.2.3.4/8/1",
    "",
  ])("refuses %s", (n) => expect(isNetwork(n)).toBe(false));
  it("reads one per line or comma-separated, without repeats", () => {
    expect(splitNetworks(" 203.0.113.7\n203.0.113.0/24 , 203.0.113.7\n\n")).toEqual([
      "203.0.113.7",
      "203.0.113.0/24",
    ]);
  });
  it("is validated by the settings form's schema", () => {
    const form = {
      auditRetentionDays: "365",
      requireTwoFactor: "",
      leadRetentionMonths: "",
      consentRetentionMonths: "",
      spamBlockedDomains: "",
      analyticsRetentionDays: "30",
    };
    const ok = staffSettingsSchema.safeParse({
      ...form,
      analyticsExcludedNetworks: "198.51.100.0/24",
    });
    expect(ok.data).toMatchObject({
      analyticsRetentionDays: 30,
      analyticsExcludedNetworks: ["198.51.100.0/24"],
    });
    const bad = staffSettingsSchema.safeParse({ ...form, analyticsExcludedNetworks: "my office" });
    expect(bad.error?.issues[0]?.path).toEqual(["analyticsExcludedNetworks"]);
    const zero = staffSettingsSchema.safeParse({
      ...form,
      analyticsRetentionDays: "0",
      analyticsExcludedNetworks: "",
    });
    expect(zero.error?.issues[0]?.path).toEqual(["analyticsRetentionDays"]);
  });
});

describe("staff cookie", () => {
  it.each([
    ["agency_staff_session=x", true],
    ["a=b; __Host-agency_staff_session=x", true],
    ["sb-abcd-auth-token=x", true],
    ["sb-abcd-auth-token.1=x", true],
    ["agency_staff_session_other=x; theme=dark", false],
    ["", false],
  ])("%s → %s", (cookie, staff) => expect(hasStaffCookie(cookie)).toBe(staff));
});

describe("device classes", () => {
  it("maps widths at 768 and 1024", () => {
    expect([390, 767, 768, 1023, 1024, 2560].map(deviceOfWidth)).toEqual([
      "mobile",
      "mobile",
      "tablet",
      "tablet",
      "desktop",
      "desktop",
    ]);
  });
  it("maps user agents", () => {
    expect(deviceOfUserAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148")).toBe(
      "mobile",
    );
    expect(deviceOfUserAgent("Mozilla/5.0 (iPad; CPU OS 17_0)")).toBe("tablet");
    expect(deviceOfUserAgent("Mozilla/5.0 (Linux; Android 14; SM-X710) Safari/537.36")).toBe(
      "tablet",
    );
    expect(deviceOfUserAgent("Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36")).toBe(
      "mobile",
    );
    expect(deviceOfUserAgent("Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)")).toBe("desktop");
  });
});

describe("blocked paths", () => {
  it.each([
    ["/admin", true],
    ["/admin/preview/x", true],
    ["/blogs/search", true],
    ["/api/visit", true],
    ["/administrator-guide", false],
    ["/blogs/searching-well", false],
    ["/blogs", false],
  ])("%s → %s", (path, blocked) => expect(isBlockedPath(path)).toBe(blocked));
});
