import { beforeAll, describe, expect, it } from "vitest";

import { sanitizePostHtml } from "@/lib/publishing/sanitize";
import { liveParts } from "../helpers/live-parts";
import { payloads } from "../helpers/xss-corpus";

// The XSS corpus through the sanitizer that guards every post on write and on render. The browser
// e2e (tests/e2e/blog.spec.ts) proves on the same payloads that nothing runs.

describe("sanitizer over the XSS corpus", () => {
  // Each payload sanitized once, as stored on write; the tests below read the same results.
  let stored: { payload: string; html: string }[] = [];
  beforeAll(() => {
    stored = payloads.map((payload) => ({ payload, html: sanitizePostHtml(payload) }));
  });

  it(`leaves nothing that runs in any of ${payloads.length} payloads`, () => {
    expect(payloads.length).toBeGreaterThan(1000);
    const failures = stored
      .map(({ payload, html }) => ({ payload, live: liveParts(html) }))
      .filter((r) => r.live.length > 0);
    expect(failures).toEqual([]);
  });

  it("is idempotent: stored HTML rendered again is unchanged (sanitized on write and on render)", () => {
    const changed = stored.filter(({ html }) => sanitizePostHtml(html) !== html);
    expect(changed.map((r) => r.payload)).toEqual([]);
  });

  it("keeps the checker honest: raw payloads do contain live parts", () => {
    const live = payloads.filter((p) => liveParts(p).length > 0);
    expect(live.length).toBeGreaterThan(payloads.length / 2);
  });
});
