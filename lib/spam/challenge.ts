import "server-only";

import type { Challenge } from "altcha-lib";

import { getDb } from "@/lib/db/client";
import { hitRateLimit } from "@/lib/rate-limit";
import { clientIp } from "@/lib/request-ip";
import { createProofChallenge } from "./altcha";

/**
 * Challenges one address may fetch per window: a visitor needs one per form they fill (another
 * after a success or an expiry), an office behind one address a few dozen; a script farming
 * challenges to solve elsewhere is slowed to that pace.
 */
export const CHALLENGE_LIMIT = { bucket: "proof:challenge", limit: 60, windowSeconds: 600 };

/** A new challenge for this client, or how long to wait when it asked too often. */
export async function issueChallenge(
  headers: Headers,
): Promise<{ challenge: Challenge } | { retryAfterSeconds: number }> {
  const hit = await hitRateLimit(await getDb(), CHALLENGE_LIMIT, clientIp(headers));
  if (!hit.allowed) return { retryAfterSeconds: hit.retryAfterSeconds };
  return { challenge: await createProofChallenge() };
}
