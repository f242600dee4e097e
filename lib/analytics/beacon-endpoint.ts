import "server-only";

import { readCapped } from "@/lib/http/read-capped";
import { logEvent } from "@/lib/log/logger";
import { MAX_BEACON_BYTES, beaconSchema } from "./beacon-schema";
import { recordBeacon } from "./ingest";

// No cookie is ever set here, and nothing may be cached (nginx, a CDN) or sniffed.
const HEADERS = { "cache-control": "no-store" };
const answer = (status: number, message?: string) =>
  message
    ? Response.json({ error: message }, { status, headers: HEADERS })
    : new Response(null, { status, headers: HEADERS });

/**
 * One beacon: read up to MAX_BEACON_BYTES, parsed and validated, then recorded or left out
 * (lib/analytics/exclusions.ts) — the visitor cannot tell which: both are a 204.
 */
export async function acceptBeacon(request: Request): Promise<Response> {
  // sendBeacon posts from the page itself: a cross-site post is a forged count.
  if (request.headers.get("sec-fetch-site") === "cross-site") return answer(403, "Cross-site.");
  const body = await readCapped(request.body, MAX_BEACON_BYTES).catch(() => null);
  if (!body) return answer(413, "The beacon is too large.");
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return answer(400, "The beacon is not JSON.");
  }
  const beacon = beaconSchema.safeParse(json);
  if (!beacon.success) return answer(400, "The beacon's fields are not valid.");
  try {
    await recordBeacon(beacon.data, request.headers);
  } catch (error) {
    // The database is away: the visitor's page is not concerned.
    logEvent("error", "analytics beacon not recorded", { error });
  }
  return answer(204);
}
