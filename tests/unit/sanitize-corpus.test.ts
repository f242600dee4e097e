import { describe, expect, it } from "vitest";

import { sanitizePostHtml } from "@/lib/publishing/sanitize";
import { liveParts, payloads } from "../helpers/xss-corpus";

// The XSS corpus through the sanitizer that guards every post on write and on render. The browser
// e2e (tests/e2e/blog.spec.ts) proves on the same payloads that nothing runs.

describe("sanitizer over the XSS corpus", () => {
  it(`leaves nothing that runs in any of ${payloads.length} payloads`, () => {
    expect(payloads.length).toBeGreaterThan(1000);
    const failures = payloads
      .map((payload) => ({ payload, live: liveParts(sanitizePostHtml(payload)) }))
      .filter((r) => r.live.length > 0);
    expect(failures).toEqual([]);
  });

  it("is idempotent: stored HTML rendered again is unchanged (sanitized on write and on render)", () => {
    const changed = payloads.filter((p) => {
      const once = sanitizePostHtml(p);
      return sanitizePostHtml(once) !== once;
    });
    expect(changed).toEqual([]);
  });

  it("keeps the checker honest: raw payloads do contain live parts", () => {
    const live = payloads.filter((p) => liveParts(p).length > 0);
    expect(live.length).toBeGreaterThan(payloads.length / 2);
  });
});
