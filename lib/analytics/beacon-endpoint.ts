import "server-only";

import { readCapped } from "@/lib/http/read-capped";
import { isCrossSite } from "@/lib/http/same-origin";
import { logEvent } from "@/lib/log/logger";
import { MAX_BEACON_BYTES, beaconSchema } from "./beacon-schema";
import type { HeaderSource } from "./exclusions";
import { recordBeacon } from "./ingest";

/** The endpoint's address: the route app/api/visit, and the server's fast path (fast-path.ts). */
export const BEACON_PATH = "/api/visit";
/** No cookie is ever set, and nothing may be cached (nginx, a CDN) or sniffed. */
export const BEACON_HEADERS = { "cache-control": "no-store", "x-content-type-options": "nosniff" };

// One for every beacon (stateless without `stream`): a new one each time cost ~5 µs.
const decoder = new TextDecoder();

export type BeaconAnswer = { status: 204 | 400 | 403 | 413; error?: string };

/**
 * One beacon's body (null: over MAX_BEACON_BYTES) and headers: parsed and validated, then
 * recorded or left out (lib/analytics/exclusions.ts) — the visitor cannot tell which: both are
 * a 204. A cross-site post is a forged count (sendBeacon posts from the page itself): 403.
 */
export async function answerBeacon(
  body: Uint8Array | null,
  headers: HeaderSource,
): Promise<BeaconAnswer> {
  // The same rule as every state-changing handler (lib/http/same-origin.ts): a beacon is only
  // ever sent by this site's own pages.
  if (isCrossSite(headers)) {
    return { status: 403, error: "Requests from other sites are not accepted." };
  }
  if (!body) return { status: 413, error: "The beacon is too large." };
  let json: unknown;
  try {
    json = JSON.parse(decoder.decode(body));
  } catch {
    return { status: 400, error: "The beacon is not JSON." };
  }
  const beacon = beaconSchema.safeParse(json);
  if (!beacon.success) return { status: 400, error: "The beacon's fields are not valid." };
  try {
    await recordBeacon(beacon.data, headers);
  } catch (error) {
    // The database is away: the visitor's page is not concerned.
    logEvent("error", "analytics beacon not recorded", { error });
  }
  return { status: 204 };
}

/** The route handler's form (app/api/visit/route.ts). */
export async function acceptBeacon(request: Request): Promise<Response> {
  const body = await readCapped(request.body, MAX_BEACON_BYTES).catch(() => null);
  const { status, error } = await answerBeacon(body, request.headers);
  return error
    ? Response.json({ error }, { status, headers: BEACON_HEADERS })
    : new Response(null, { status, headers: BEACON_HEADERS });
}
