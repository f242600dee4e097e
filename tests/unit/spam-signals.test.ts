// The spam checks' pure parts: the network a client address counts under, the address checks,
// and which start times are impossible (the client sends it, so only those count).
import { describe, expect, it } from "vitest";

import { addressReason, impossibleTiming, networkOf } from "@/lib/spam/signals";

const withStart = (value?: string) => {
  const form = new FormData();
  if (value !== undefined) form.set("startedAt", value);
  return form;
};

describe("networkOf", () => {
  it.each([
    ["203.0.113.7", "203.0.113.0/24"],
    ["::ffff:203.0.113.200", "203.0.113.0/24"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002::9", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["unverified", "unverified"],
  ])("%s → %s", (ip, network) => expect(networkOf(ip)).toBe(network));
});

describe("addressReason", () => {
  it("finds a staff-blocked domain and its subdomains, case-insensitively", () => {
    expect(addressReason("a@Spam-Corp.example", ["spam-corp.example"])).toBe("blocked-domain");
    expect(addressReason("a@mx.spam-corp.example", ["spam-corp.example"])).toBe("blocked-domain");
    expect(addressReason("a@notspam-corp.example", ["spam-corp.example"])).toBeNull();
  });
  it("finds disposable domains from the maintained list, subdomains too", () => {
    expect(addressReason("x@mailinator.com", [])).toBe("disposable-address");
    expect(addressReason("x@a.mailinator.com", [])).toBe("disposable-address");
    expect(addressReason("x@example.com", [])).toBeNull();
  });
});

describe("impossibleTiming", () => {
  const now = 1_800_000_000_000;
  it("counts only impossible start times", () => {
    expect(impossibleTiming(withStart(String(now + 3_600_000)), { now })).toBe(true);
    expect(impossibleTiming(withStart(String(now - 25 * 3_600_000)), { now })).toBe(true);
    expect(impossibleTiming(withStart("abc"), { now })).toBe(true);
    expect(impossibleTiming(withStart("0"), { now })).toBe(true);
    // A visitor's clock a minute ahead, no start time (no JavaScript), a fast fill: not spam.
    expect(impossibleTiming(withStart(String(now + 60_000)), { now })).toBe(false);
    expect(impossibleTiming(withStart(), { now })).toBe(false);
    expect(impossibleTiming(withStart(String(now - 200)), { now, minFillMs: 3000 })).toBe(false);
  });
  it("treats a too-fast fill as a sign only where no proof-of-work is asked", () => {
    const fast = withStart(String(now - 200));
    expect(impossibleTiming(fast, { now, minFillMs: 3000, speedCounts: true })).toBe(true);
  });
});
