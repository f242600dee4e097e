import { acceptBeacon } from "@/lib/analytics/beacon-endpoint";

/**
 * The page-view beacon's endpoint (public/visit.js, docs/analytics.md): POST only, answered 204
 * whether the event was counted or left out, 4xx for a body that is not a beacon. Named for
 * neither analytics nor tracking, words generic blocklists match.
 */
export const POST = (request: Request) => acceptBeacon(request);
