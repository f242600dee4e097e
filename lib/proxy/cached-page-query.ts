import "server-only";

import { NextResponse, type NextRequest } from "next/server";

import { nonPagePolicy } from "@/lib/security/headers";

/**
 * A cached page (lib/publishing/content-types.mjs) with a query, e.g. a newsletter link's
 * `?mc_eid=…&email=…` → the same page without it (308). None of these pages reads its query, and
 * the render that makes the one stored copy must not see one: Next writes the request's URL,
 * query included, into the page's RSC payload (its canonical URL, `c`), so the query of the
 * visitor whose request rendered it would be served to everyone. A rewrite does not help: Next
 * renders with the URL the browser asked for. Only GET and HEAD; `/blogs?page=` and `/work?…`
 * have their own redirects first (lib/proxy/blog-list.ts, work-list.ts). Returns null otherwise.
 */
export function cachedPageQueryRedirect(request: NextRequest): NextResponse | null {
  if (!request.nextUrl.search) return null;
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const bare = request.nextUrl.clone();
  bare.search = "";
  const response = NextResponse.redirect(bare, 308);
  response.headers.set("content-security-policy", nonPagePolicy);
  return response;
}
