import "server-only";

import { NextResponse, type NextRequest } from "next/server";

import { ATTRIBUTION_MAX_LENGTH } from "@/lib/analytics/attribution-keys";
import { nonPagePolicy } from "@/lib/security/headers";

/** The campaign parameters public/visit.js reads; they survive the redirect in the fragment. */
const CAMPAIGN_PARAMS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "ref",
];

/**
 * A cached page (lib/publishing/content-types.mjs) with a query, e.g. a newsletter link's
 * `?mc_eid=…&email=…` → the same page without it (308). None of these pages reads its query, and
 * the render that makes the one stored copy must not see one: Next writes the request's URL,
 * query included, into the page's RSC payload (its canonical URL, `c`), so the query of the
 * visitor whose request rendered it would be served to everyone. A rewrite does not help: Next
 * renders with the URL the browser asked for. Only GET and HEAD; `/blogs?page=` and `/work?…`
 * have their own redirects first (lib/proxy/blog-list.ts, work-list.ts). Returns null otherwise.
 * A campaign link's UTM and ref parameters move to the fragment (`#utm_source=…`), which the
 * browser keeps and never sends: the page's beacon reads them there (docs/analytics.md), and the
 * stored copy still never sees them. Every other parameter is dropped.
 */
export function cachedPageQueryRedirect(request: NextRequest): NextResponse | null {
  if (!request.nextUrl.search) return null;
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const bare = request.nextUrl.clone();
  bare.search = "";
  const campaign = new URLSearchParams();
  for (const name of CAMPAIGN_PARAMS) {
    const value = request.nextUrl.searchParams.get(name);
    if (value) campaign.set(name, value.slice(0, ATTRIBUTION_MAX_LENGTH));
  }
  bare.hash = campaign.size ? campaign.toString() : "";
  const response = NextResponse.redirect(bare, 308);
  response.headers.set("content-security-policy", nonPagePolicy);
  return response;
}
