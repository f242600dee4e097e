import { describe, expect, it } from "vitest";

import { isActivePath } from "@/lib/active-path";

describe("isActivePath", () => {
  it.each([
    ["/", "/", true],
    ["/", "/services", false],
    ["/services", "/services", true],
    ["/services", "/services/web-development", true],
    ["/services", "/services-extra", false],
    ["/about-us", "/about-company", false],
  ])("item %s at %s → %s", (item, path, expected) => {
    expect(isActivePath(item, path)).toBe(expected);
  });
});
