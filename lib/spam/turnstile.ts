import "server-only";

import { createHash } from "node:crypto";

import { env, siteUrl } from "@/lib/env";
import { logEvent } from "@/lib/log/logger";

/** Cloudflare's tokens are at most 2048 characters and valid for 300 s. */
const MAX_TOKEN = 2048;
const TOKEN_TTL_MS = 300_000;

export type TurnstileCheck =
  { ok: true; key: string; expiresAt: Date } | { ok: false; reason: "bad-proof" };

/**
 * Asks Turnstile's siteverify (TURNSTILE_VERIFY_URL) whether a widget token is valid. Anything but
 * a clear yes — a refusal, a token for another host, an error status, no answer within
 * TURNSTILE_TIMEOUT_MS — is "bad-proof": the submission is held for staff, never dropped, so an
 * outage at Cloudflare costs a manual release, not a lead.
 */
export async function checkTurnstile(token: string, ip: string): Promise<TurnstileCheck> {
  const bad = { ok: false, reason: "bad-proof" } as const;
  const secret = env.TURNSTILE_SECRET_KEY;
  if (!secret || token.length > MAX_TOKEN) return bad;
  const body = new URLSearchParams({ secret, response: token });
  if (ip && ip !== "unknown" && ip !== "unverified") body.set("remoteip", ip);
  let answer: { success?: unknown; hostname?: unknown; "error-codes"?: unknown };
  try {
    const response = await fetch(env.TURNSTILE_VERIFY_URL, {
      method: "POST",
      body,
      signal: AbortSignal.timeout(env.TURNSTILE_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
    answer = (await response.json()) as typeof answer;
  } catch (error) {
    logEvent("warn", "turnstile check failed; the submission is held", { error });
    return bad;
  }
  if (answer.success !== true) return bad;
  if (typeof answer.hostname === "string" && answer.hostname !== new URL(siteUrl).hostname) {
    return bad;
  }
  // Cloudflare refuses a second check of a token too; keeping its hash makes the replay answer
  // ours ("replayed-proof") and independent of how Cloudflare words it.
  const hash = createHash("sha256").update(token).digest("base64url");
  return { ok: true, key: `turnstile:${hash}`, expiresAt: new Date(Date.now() + TOKEN_TTL_MS) };
}
