import "server-only";

import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { clientIp } from "@/lib/request-ip";
import { checkAltcha } from "./altcha";
import { PROOF_FIELD, type ProofVerdict } from "./proof-types";
import { spendProof } from "./spent-proofs";
import { checkTurnstile } from "./turnstile";

/** Whether Cloudflare Turnstile replaces ALTCHA on the booking and contact forms. */
const turnstileEnabled = Boolean(env.TURNSTILE_SECRET_KEY && env.NEXT_PUBLIC_TURNSTILE_SITE_KEY);

type Options = {
  /**
   * With Turnstile on, still accept an ALTCHA solution: the footer's newsletter form, on every
   * page, keeps ALTCHA so no page but the two form pages needs Cloudflare in its CSP.
   */
  allowAltcha?: boolean;
};

/**
 * The proof-of-work check of one submission: the widget's answer in PROOF_FIELD, verified, then
 * spent (single use). "no-proof": the field is missing or empty (no JavaScript, or a script posting
 * the action directly); "bad-proof": malformed, forged, expired, or not confirmed by Turnstile;
 * "replayed-proof": valid but used before. The caller holds a failed submission for review.
 */
export async function verifyProof(
  formData: FormData,
  headers: Headers,
  { allowAltcha = false }: Options = {},
): Promise<ProofVerdict> {
  const value = formData.get(PROOF_FIELD);
  if (typeof value !== "string" || value.trim() === "") return { ok: false, reason: "no-proof" };
  const raw = value.trim();
  // An ALTCHA payload is base64 JSON ("eyJ…", `{"`); a Turnstile token never starts that way.
  const altcha = !turnstileEnabled || (allowAltcha && raw.startsWith("eyJ"));
  const check = altcha ? await checkAltcha(raw) : await checkTurnstile(raw, clientIp(headers));
  if (!check.ok) return check;
  const first = await spendProof(await getDb(), check.key, check.expiresAt);
  return first ? { ok: true } : { ok: false, reason: "replayed-proof" };
}
