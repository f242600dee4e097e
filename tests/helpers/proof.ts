// Proof-of-work values for tests that post the lead forms' actions directly, as the widget would:
// a challenge signed with the server's own secrets (ALTCHA_HMAC_KEY, the same derivation as
// lib/spam/proof-secret.ts), solved by altcha-lib's solver, and verified for real by
// lib/spam/proof.ts. The secret counter is the smallest the server could pick, so solving costs
// one derivation instead of hundreds; the signature, expiry and single use are checked in full.
import { createChallenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

import { deriveAltchaSecrets } from "@/lib/spam/altcha-secrets";

/** The ALTCHA_HMAC_KEY tests run with unless a file sets its own before importing the app. */
const TEST_ALTCHA_KEY = "test-altcha-hmac-key-0123456789abcdef";
process.env.ALTCHA_HMAC_KEY ??= TEST_ALTCHA_KEY;

/** A fresh solution, usable once, for a server whose root key is `rootKey`. */
export async function solvedProof(rootKey = process.env.ALTCHA_HMAC_KEY!): Promise<string> {
  const secrets = deriveAltchaSecrets(rootKey);
  const challenge = await createChallenge({
    algorithm: "PBKDF2/SHA-256",
    cost: 5_000,
    counter: 0,
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + 600,
    hmacSignatureSecret: secrets.challenge,
    hmacKeySignatureSecret: secrets.key,
  });
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
