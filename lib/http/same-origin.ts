import "server-only";

import { siteUrl } from "@/lib/env";

const siteOrigin = new URL(siteUrl).origin;

/**
 * Refuses a state-changing request that a browser sent from another site's page: the staff
 * session cookie would ride along with it (a form posting text/plain needs no CORS preflight).
 * Browsers say where a request comes from in Sec-Fetch-Site, older ones only in Origin; a
 * request with neither is not from a web page (a scheduler, curl) and carries only the
 * credentials its sender chose, so it passes. Returns the 403 to answer, or null to go on.
 */
export function refuseCrossSite(request: Request): Response | null {
  if (!isCrossSite(request.headers)) return null;
  return Response.json(
    { error: "Requests from other sites are not accepted." },
    { status: 403, headers: { "cache-control": "no-store" } },
  );
}

/** The rule of refuseCrossSite on a request's headers alone (the beacon's fast path has no Request). */
export function isCrossSite(headers: Pick<Headers, "get">): boolean {
  const site = headers.get("sec-fetch-site");
  const origin = headers.get("origin");
  return site !== null ? site !== "same-origin" : origin !== null && !sameOrigin(origin, headers);
}

/** Origin names this site: its configured origin, or the host the request was addressed to. */
function sameOrigin(origin: string, headers: Pick<Headers, "get">): boolean {
  if (origin === siteOrigin) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false; // "null" (sandboxed frames, file: pages) and anything malformed
  }
  // As Next's own server-action check: behind a proxy the public host is in X-Forwarded-Host.
  const addressed = headers.get("x-forwarded-host") ?? headers.get("host");
  return addressed !== null && host === addressed.split(",")[0]!.trim().toLowerCase();
}
