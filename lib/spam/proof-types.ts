/**
 * What the proof-of-work check (lib/spam/proof.ts: ALTCHA, or Cloudflare Turnstile when its
 * secret is set) answers about one submission. The reasons are SPAM_REASONS (lib/db/enums.ts).
 */
export type ProofVerdict =
  | { ok: true }
  | { ok: false; reason: "no-proof" | "bad-proof" | "replayed-proof" };

/** The form field the widget fills (ALTCHA's default name; Turnstile's is mapped onto it). */
export const PROOF_FIELD = "altcha";
