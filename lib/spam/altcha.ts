import "server-only";

import { createChallenge, randomInt, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { z } from "zod";

import { altchaSecrets } from "./proof-secret";

/**
 * The proof-of-work the lead forms' widget solves (ALTCHA v2, as the altcha 3 widget speaks it).
 * PBKDF2/SHA-256 runs on the browser's WebCrypto in the widget's workers (public/altcha/pbkdf2.js).
 * Deterministic mode: the server picks the counter, so the work is bounded (COUNTER.max derivations
 * at most) and a solution is checked by one HMAC of its key; a challenge costs one derivation here.
 * Tuned so a browser on a 2-core machine solves it in well under a second (docs/benchmarks.md).
 */
export const ALTCHA = {
  algorithm: "PBKDF2/SHA-256",
  /** PBKDF2 iterations per try. */
  cost: 5_000,
  /** The secret counter the solver must find, counting up from 0. */
  counter: { min: 200, max: 600 },
  /**
   * How long a challenge stays solvable and its solution usable: long enough to fill the form
   * after the widget solved it on focus (it solves again on submit once expired), short enough
   * that solutions cannot be stockpiled, and the bound on how long spent_proofs keeps a key.
   */
  ttlSeconds: 10 * 60,
} as const;

/** A fresh signed challenge for the widget (GET /api/proof/challenge). */
export async function createProofChallenge(now = Date.now()): Promise<Challenge> {
  const secrets = altchaSecrets();
  return createChallenge({
    algorithm: ALTCHA.algorithm,
    cost: ALTCHA.cost,
    counter: randomInt(ALTCHA.counter.max, ALTCHA.counter.min),
    deriveKey,
    expiresAt: Math.floor(now / 1000) + ALTCHA.ttlSeconds,
    hmacSignatureSecret: secrets.challenge,
    hmacKeySignatureSecret: secrets.key,
  });
}

// What the widget posts, base64-encoded JSON. The test-mode payload ({ test: true }) and v1
// payloads do not match and count as malformed.
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALTCHA.algorithm),
      nonce: z.string().max(128),
      salt: z.string().max(128),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string().max(128),
      keySignature: z.string().max(256),
      expiresAt: z.number(),
    }),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  solution: z.object({
    counter: z.number(),
    derivedKey: z.string().max(256),
    time: z.number().optional(),
  }),
});

export type AltchaCheck =
  { ok: true; key: string; expiresAt: Date } | { ok: false; reason: "bad-proof" };

/** Checks a posted solution (not whether it was used before: lib/spam/proof.ts spends it). */
export async function checkAltcha(raw: string, now = Date.now()): Promise<AltchaCheck> {
  const bad = { ok: false, reason: "bad-proof" } as const;
  if (raw.length > 4096) return bad;
  let parsed;
  try {
    parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(raw, "base64").toString("utf8")));
  } catch {
    return bad;
  }
  if (!parsed.success) return bad;
  const { challenge, solution } = parsed.data;
  const expiresAt = challenge.parameters.expiresAt;
  // verifySolution checks expiry against the real clock; `now` lets tests move it.
  if (expiresAt * 1000 < now) return bad;
  const secrets = altchaSecrets();
  const result = await verifySolution({
    challenge: challenge as Challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: secrets.challenge,
    hmacKeySignatureSecret: secrets.key,
  }).catch(() => null);
  if (!result?.verified) return bad;
  // The signature is unique per challenge (random nonce and salt), so it names the solution.
  return { ok: true, key: `altcha:${challenge.signature}`, expiresAt: new Date(expiresAt * 1000) };
}
