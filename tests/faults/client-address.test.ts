// Per-client rate limits against a client that writes its own X-Forwarded-For, on the production
// server. Every request here comes from one socket (127.0.0.1), whatever its headers claim.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { submitContact, type Submission } from "./forms";
import { startSite, type Site } from "./harness";

// lib/spam/verdict.ts NETWORK_CAP: past 30 an hour from one network a form refuses (before that,
// past the softer limits, submissions are held as spam but answered as accepted).
const CAP = 30;

/** The contact form, past the cap from one client, each with a different e-mail (its own limit). */
async function overCapFrom(base: string, header: (i: number) => string): Promise<Submission[]> {
  const results: Submission[] = [];
  for (let i = 0; i < CAP + 2; i++) {
    results.push(await submitContact(base, `client-${i}-${Date.now()}@example.com`, header(i)));
  }
  return results;
}

/** Accepted until the per-client limit, refused from then on: the limit held. */
function expectLimitHeld(results: Submission[]) {
  expect(results.every((r) => r.status === 200)).toBe(true);
  const firstRefused = results.findIndex((r) => !r.stored);
  expect(firstRefused, "a submission was refused").toBe(CAP);
  expect(results.slice(firstRefused).map((r) => r.stored)).not.toContain(true);
  expect(results[firstRefused]!.body).toMatch(/Too many requests/);
}

describe("without TRUST_PROXY", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite({ TRUST_PROXY: "false" });
  });
  afterAll(() => site?.stop());

  it("the per-client limit holds although every request names another X-Forwarded-For", async () => {
    expectLimitHeld(await overCapFrom(site.base, (i) => `198.51.100.${i + 1}`));
  });
});

describe("with TRUST_PROXY=1 (one proxy in front)", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite({ TRUST_PROXY: "1" });
  });
  afterAll(() => site?.stop());

  it("the client is the hop the proxy appended: rotating the hops before it does not help", async () => {
    expectLimitHeld(await overCapFrom(site.base, (i) => `10.9.${i % 250}.1, 198.51.100.7`));
    // Another client behind the same proxy is counted apart.
    expect((await submitContact(site.base, "other@example.com", "203.0.113.5")).stored).toBe(true);
  });
});
