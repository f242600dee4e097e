// With TURNSTILE_SECRET_KEY set, verifyProof asks Turnstile's siteverify (a loopback fake here,
// tests/helpers/turnstile-server.ts). A token is accepted once; anything but a clear yes from
// siteverify, its failures included, is "bad-proof": the caller holds the submission, never drops it.
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { startTurnstile, TURNSTILE_SECRET } from "../helpers/turnstile-server";
import { exec } from "../helpers/sql";

const fake = await startTurnstile();
const saved = { ...process.env };
Object.assign(process.env, {
  ALTCHA_HMAC_KEY: "test-altcha-hmac-key-0123456789abcdef",
  TURNSTILE_SECRET_KEY: TURNSTILE_SECRET,
  NEXT_PUBLIC_TURNSTILE_SITE_KEY: "0x4AAAAAAAtest-site-key",
  TURNSTILE_VERIFY_URL: fake.url,
  TURNSTILE_TIMEOUT_MS: "500",
});

const { solveChallenge } = await import("altcha-lib");
const { deriveKey } = await import("altcha-lib/algorithms/pbkdf2");
const { getDb } = await import("@/lib/db/client");
const { verifyProof } = await import("@/lib/spam/proof");
const { createProofChallenge } = await import("@/lib/spam/altcha");
const db = await getDb();

afterAll(async () => {
  process.env = saved;
  await fake.close();
});
beforeEach(async () => {
  Object.assign(fake.state, { mode: "ok", hostname: "localhost", dedupe: true });
  await exec(db, "delete from spent_proofs");
});

const headers = new Headers({ "x-forwarded-for": "203.0.113.7" });
const form = (value?: string) => {
  const data = new FormData();
  if (value !== undefined) data.set("altcha", value);
  return data;
};
const bad = { ok: false, reason: "bad-proof" };

describe("verifyProof (Turnstile)", () => {
  it("accepts a token siteverify confirms, once, even where Cloudflare would check it again", async () => {
    fake.state.dedupe = false; // our own single use, not Cloudflare's, refuses the replay
    const token = fake.issue();
    expect(await verifyProof(form(token), headers)).toEqual({ ok: true });
    expect(fake.requests.at(-1)).toMatchObject({
      secret: TURNSTILE_SECRET,
      response: token,
      remoteip: "203.0.113.7",
    });
    expect(await verifyProof(form(token), headers)).toEqual({
      ok: false,
      reason: "replayed-proof",
    });
  });

  it("refuses a missing token as no-proof, an unknown one or another host's as bad-proof", async () => {
    expect(await verifyProof(form(), headers)).toEqual({ ok: false, reason: "no-proof" });
    expect(await verifyProof(form("0.forged-token"), headers)).toEqual(bad);
    fake.state.hostname = "elsewhere.example";
    expect(await verifyProof(form(fake.issue()), headers)).toEqual(bad);
  });

  it.each(["500", "drop", "hang"] as const)(
    "counts siteverify failing (%s) as bad-proof, so the submission is held",
    async (mode) => {
      fake.state.mode = mode;
      const started = Date.now();
      expect(await verifyProof(form(fake.issue()), headers)).toEqual(bad);
      expect(Date.now() - started).toBeLessThan(5_000);
    },
  );

  it("takes an ALTCHA solution only where the caller allows it (the footer's newsletter)", async () => {
    const challenge = await createProofChallenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
    expect(await verifyProof(form(payload), headers)).toEqual(bad);
    expect(await verifyProof(form(payload), headers, { allowAltcha: true })).toEqual({ ok: true });
  });
});
