// The lead forms' proof-of-work (lib/spam/proof.ts, ALTCHA): a solved challenge is accepted once;
// a replay, a forged or tampered one, an expired one, a malformed one and none at all are refused
// with their reason. Challenges are solved here with altcha-lib's own solver, as the widget would.
process.env.ALTCHA_HMAC_KEY = "test-altcha-hmac-key-0123456789abcdef";

import { createChallenge, solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { beforeEach, describe, expect, it } from "vitest";

import { exec, query } from "../helpers/sql";

const { getDb } = await import("@/lib/db/client");
const { verifyProof } = await import("@/lib/spam/proof");
const { ALTCHA, createProofChallenge } = await import("@/lib/spam/altcha");
const { pruneSpentProofs } = await import("@/lib/spam/spent-proofs");
const { CHALLENGE_LIMIT } = await import("@/lib/spam/challenge");
const route = await import("@/app/api/proof/challenge/route");
const db = await getDb();

const headers = (ip = "203.0.113.7") => new Headers({ "x-forwarded-for": ip });
const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString("base64");

/** The widget's payload for a challenge: solved by brute force, as the browser does. */
async function solved(challenge: Challenge) {
  const solution = await solveChallenge({ challenge, deriveKey });
  return { challenge, solution: solution! };
}
const form = (value?: string) => {
  const data = new FormData();
  data.set("email", "a@example.com");
  if (value !== undefined) data.set("altcha", value);
  return data;
};

beforeEach(async () => exec(db, "delete from spent_proofs; delete from rate_limits"));

describe("verifyProof (ALTCHA)", () => {
  it("accepts a solved challenge once and refuses its replay", async () => {
    const payload = encode(await solved(await createProofChallenge()));
    expect(await verifyProof(form(payload), headers())).toEqual({ ok: true });
    expect(await verifyProof(form(payload), headers())).toEqual({
      ok: false,
      reason: "replayed-proof",
    });
    expect(await query(db, "select key from spent_proofs")).toHaveLength(1);
  });

  it("refuses a missing or empty field as no-proof", async () => {
    expect(await verifyProof(form(), headers())).toEqual({ ok: false, reason: "no-proof" });
    expect(await verifyProof(form("  "), headers())).toEqual({ ok: false, reason: "no-proof" });
  });

  it("refuses forged, tampered, malformed and test-mode payloads as bad-proof", async () => {
    const good = await solved(await createProofChallenge());
    // Signed with another key, then solved honestly.
    const foreign = await solved(
      await createChallenge({
        algorithm: ALTCHA.algorithm,
        cost: ALTCHA.cost,
        counter: 5,
        deriveKey,
        expiresAt: Math.floor(Date.now() / 1000) + 60,
        hmacSignatureSecret: "someone-elses-secret-0123456789abcdef",
        hmacKeySignatureSecret: "someone-elses-key-secret-0123456789",
      }),
    );
    // An easier challenge than the server's, re-using its signature.
    const cheaper = {
      ...good,
      challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, cost: 1 } },
    };
    // The derived key is the proof (its HMAC is in the signed challenge); the counter is not checked.
    const wrongKey = { ...good, solution: { ...good.solution, derivedKey: "00".repeat(32) } };
    const payloads = [
      encode(foreign),
      encode(cheaper),
      encode(wrongKey),
      encode({ challenge: null, solution: null, test: true }),
      encode({ algorithm: "SHA-256", challenge: "ab", number: 1, salt: "x", signature: "y" }),
      "not base64 json",
      "x".repeat(10_000),
    ];
    for (const payload of payloads) {
      expect(await verifyProof(form(payload), headers())).toEqual({
        ok: false,
        reason: "bad-proof",
      });
    }
    expect(await query(db, "select key from spent_proofs")).toEqual([]);
    // The untouched solution still passes: the refusals above did not spend it.
    expect(await verifyProof(form(encode(good)), headers())).toEqual({ ok: true });
  });

  it("refuses an expired challenge's solution", async () => {
    const issued = Date.now() - (ALTCHA.ttlSeconds + 1) * 1000;
    const payload = encode(await solved(await createProofChallenge(issued)));
    expect(await verifyProof(form(payload), headers())).toEqual({
      ok: false,
      reason: "bad-proof",
    });
  });
});

describe("pruneSpentProofs", () => {
  it("deletes the spent proofs past their expiry only", async () => {
    await exec(
      db,
      "insert into spent_proofs (key, expires_at) values ('old', now() - interval '1 minute'), ('new', now() + interval '5 minutes')",
    );
    expect(await pruneSpentProofs(db)).toBe(1);
    expect(await query(db, "select key from spent_proofs")).toEqual([{ key: "new" }]);
  });
});

describe("GET /api/proof/challenge", () => {
  const get = (ip?: string) =>
    route.GET(new Request("http://localhost/api/proof/challenge", { headers: headers(ip) }));

  it("answers a signed, expiring challenge, never cached and without a cookie", async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("set-cookie")).toBeNull();
    const challenge = (await response.json()) as Challenge;
    expect(challenge.parameters.algorithm).toBe(ALTCHA.algorithm);
    const ttl = challenge.parameters.expiresAt! - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(ALTCHA.ttlSeconds - 5);
    expect(ttl).toBeLessThanOrEqual(ALTCHA.ttlSeconds);
    expect(await verifyProof(form(encode(await solved(challenge))), headers())).toEqual({
      ok: true,
    });
  });

  it("throttles one address, not the next", async () => {
    for (let i = 0; i < CHALLENGE_LIMIT.limit; i++) expect((await get()).status).toBe(200);
    const refused = await get();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await get("198.51.100.9")).status).toBe(200);
  });
});
