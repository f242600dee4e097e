import "server-only";

import { logEvent } from "@/lib/log/logger";
import type { Attribution } from "./attribution-keys";
import { ATTRIBUTION_MAX_LENGTH } from "./attribution-keys";
import { MAX_ENGAGEMENT_MS, type Beacon } from "./beacon-schema";
import { deviceOfUserAgent, deviceOfWidth } from "./device";
import { enqueueEvent } from "./event-buffer";
import { screenRequest, type HeaderSource, type Skip } from "./exclusions";
import { visitorHash } from "./visitor";

/**
 * A campaign value, cut to length. One holding an "@" (a mailing tool that put the recipient's
 * address in utm_content) is dropped: statistics hold no personal data, and erasure could not
 * find it there.
 */
const cut = (value: string | undefined) =>
  value?.includes("@") ? null : value?.trim().slice(0, ATTRIBUTION_MAX_LENGTH) || null;
/** A host as a referrer header names it: lower case, no port, nothing else. */
const hostOnly = (value: string | undefined) =>
  cut(value?.toLowerCase().replace(/:\d+$/, ""))?.match(/^[a-z0-9.-]+$/)?.[0] ?? null;

/** Records a validated beacon (public/visit.js) unless it is one not to count; says which. */
export async function recordBeacon(beacon: Beacon, headers: HeaderSource): Promise<Skip | null> {
  const screened = await screenRequest(beacon.p, headers);
  if (screened.skip) return screened.skip;
  const at = new Date();
  enqueueEvent({
    at,
    kind: beacon.k === "v" ? "pageview" : "engagement",
    path: beacon.p.slice(0, 300),
    referrerHost: hostOnly(beacon.r),
    utmSource: cut(beacon.utm_source),
    utmMedium: cut(beacon.utm_medium),
    utmCampaign: cut(beacon.utm_campaign),
    utmTerm: cut(beacon.utm_term),
    utmContent: cut(beacon.utm_content),
    refParam: cut(beacon.ref),
    device: deviceOfWidth(beacon.w),
    visitor: await visitorHash(at, screened.ip, screened.userAgent),
    durationMs: beacon.k === "e" ? Math.min(beacon.d ?? 0, MAX_ENGAGEMENT_MS) : null,
  });
  return null;
}

export type Goal = "booking" | "contact" | "newsletter";

/**
 * A goal reached: a real (not spam) booking, contact or newsletter submission, recorded from the
 * lead actions with the request's headers, so it hashes to the same visitor as that day's page
 * views, and with the attribution the form carried (lib/analytics/attribution-keys.ts). `path`
 * is the page the form was sent from. Skipped like a beacon (staff, bots, GPC/DNT, networks).
 * Never throws: a lead is never refused because its statistic could not be counted.
 */
export async function recordGoal(
  goal: Goal,
  input: { path: string; attribution: Attribution; headers: Headers },
): Promise<Skip | "failed" | null> {
  try {
    const path = input.path.startsWith("/") ? input.path.slice(0, 300) : "/";
    const screened = await screenRequest(path, input.headers);
    if (screened.skip) return screened.skip;
    const { attribution: a } = input;
    const at = new Date();
    enqueueEvent({
      at,
      kind: "goal",
      goal,
      path,
      referrerHost: hostOnly(a.referrerHost),
      utmSource: cut(a.utmSource),
      utmMedium: cut(a.utmMedium),
      utmCampaign: cut(a.utmCampaign),
      utmTerm: cut(a.utmTerm),
      utmContent: cut(a.utmContent),
      refParam: cut(a.refParam),
      device: deviceOfUserAgent(screened.userAgent),
      visitor: await visitorHash(at, screened.ip, screened.userAgent),
    });
    return null;
  } catch (error) {
    logEvent("error", "analytics goal not recorded", { error, goal });
    return "failed";
  }
}
