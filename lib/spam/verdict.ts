import "server-only";

import type { SPAM_REASONS } from "@/lib/db/enums";
import type { Db } from "@/lib/db/types";
import { env } from "@/lib/env";
import { hitRateLimit, type RateLimit } from "@/lib/rate-limit";
import { clientIp } from "@/lib/request-ip";
import { staffSettings } from "@/lib/staff-settings/settings";
import { verifyProof } from "./proof";
import type { ProofVerdict } from "./proof-types";
import { addressReason, honeypotHit, impossibleTiming, networkOf } from "./signals";

export type SpamReason = (typeof SPAM_REASONS)[number];

const HOUR = 3600;

/**
 * Past these every submission is refused ("Too many requests"), not stored: what bounds the
 * rows a flood can write. Per network and form, any verdict; and spam kept per hour, site-wide
 * (docs/security.md, "Spam quarantine").
 */
export const NETWORK_CAP = { limit: 30, windowSeconds: HOUR };
export const SPAM_STORE_CAP: RateLimit = { bucket: "spam:stored", limit: 300, windowSeconds: HOUR };

export type SpamCheck = {
  /** The form's rate-limit prefix ("lead:booking", "newsletter"). */
  form: string;
  formData: FormData;
  headers: Headers;
  /** The address the submission gave, already validated by the form's schema. */
  email: string;
  /** Past these a submission is held as "throttled" (stored, nothing sent). */
  limits: { network: RateLimit; address: RateLimit };
  /** Whether the form carries a proof-of-work (booking, contact, newsletter; not applications). */
  proof: boolean;
  /** With Turnstile on, still accept ALTCHA (the footer's newsletter form keeps it: lib/spam/proof.ts). */
  allowAltcha?: boolean;
};

export type SpamVerdict =
  { refused: true; retryAfterSeconds: number } | { refused: false; reason: SpamReason | null };

/**
 * One submission's verdict: refused outright (over a hard cap: nothing stored), held as spam
 * with the first reason found, or real (`reason: null`). The visitor's answer is the same for
 * held and real ones; only a refusal says "Too many requests".
 */
export async function spamVerdict(db: Db, check: SpamCheck): Promise<SpamVerdict> {
  const network = networkOf(clientIp(check.headers));
  const cap = await hitRateLimit(db, { bucket: `${check.form}:net-cap`, ...NETWORK_CAP }, network);
  if (!cap.allowed) return { refused: true, retryAfterSeconds: cap.retryAfterSeconds };
  // Verified even when another check already failed: a solution is spent once it is seen.
  const proof: ProofVerdict = check.proof
    ? await verifyProof(check.formData, check.headers, { allowAltcha: check.allowAltcha })
    : { ok: true };
  const settings = await staffSettings(db);
  const timing = impossibleTiming(check.formData, {
    minFillMs: env.FORM_MIN_FILL_SECONDS * 1000,
    speedCounts: !check.proof,
  });
  let reason: SpamReason | null = honeypotHit(check.formData)
    ? "honeypot"
    : !proof.ok
      ? proof.reason
      : timing
        ? "timing"
        : addressReason(check.email, settings.spamBlockedDomains);
  // Counted for every submission, held or not, so a flood of held ones still trips them.
  const limits = await Promise.all([
    hitRateLimit(db, check.limits.network, network),
    hitRateLimit(db, check.limits.address, check.email.toLowerCase()),
  ]);
  if (!reason && limits.some((l) => !l.allowed)) reason = "throttled";
  if (!reason) return { refused: false, reason };
  const stored = await hitRateLimit(db, SPAM_STORE_CAP, "all");
  if (!stored.allowed) return { refused: true, retryAfterSeconds: stored.retryAfterSeconds };
  return { refused: false, reason };
}

/** "Too many requests" as the forms have always said it. */
export function tooManyRequests(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many requests. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
