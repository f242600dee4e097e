import { NextResponse, type NextRequest } from "next/server";

import { gateAdmin } from "@/lib/auth/proxy-gate";
import { isCachedPage, showcases } from "@/lib/publishing/content-types.mjs";
import { blogListRedirect } from "@/lib/proxy/blog-list";
import { cachedPageQueryRedirect } from "@/lib/proxy/cached-page-query";
import { refuseBadPreviewLink } from "@/lib/proxy/preview-link";
import type { Continue } from "@/lib/proxy/continue";
import { contentRoute } from "@/lib/proxy/item-not-found";
import { answerRedirect } from "@/lib/proxy/redirect";
import { serviceNotFound } from "@/lib/proxy/service-not-found";
import { workListRedirect } from "@/lib/proxy/work-list";
import { refuseBadAction } from "@/lib/security/action-request";
import { pagePolicy } from "@/lib/security/csp";

/**
 * Every page passes here: server-action posts too large or malformed are refused quietly
 * (lib/security/action-request.ts); an address with a redirect (an old post slug, a staff-made
 * redirect) is answered with it (lib/proxy/redirect.ts); `/blogs?page=` and `/blogs?q=` are redirected to the list's
 * static pages and the per-request search page (lib/proxy/blog-list.ts); then its Content-Security-Policy
 * (hashes for pages pre-rendered whole, a nonce for per-request ones, lib/security/csp.ts; none for
 * the cached pages, whose policy comes with their cache entry), then by path the staff gate for
 * /admin/*, and real 404s for unknown services and for unknown items of every content type
 * (lib/publishing/content-types.mjs). (Next strips its router headers before
 * the proxy runs: a client navigation looks like a page request here, and gets the same policy.)
 */
export async function proxy(request: NextRequest) {
  const badAction = await refuseBadAction(request);
  if (badAction) return badAction;
  // Old addresses first (lib/redirects/): before the list's redirects, the cached pages (a stale
  // entry of a renamed post must not answer) and the post 404s.
  const moved = await answerRedirect(request);
  if (moved) return moved;
  const redirect = blogListRedirect(request) ?? workListRedirect(request);
  if (redirect) return redirect;
  const { pathname } = request.nextUrl;
  // Cached pages, the busiest, get no page policy here (and so no nonce is made for them): theirs
  // is stored with their cache entry (lib/cache/page-cache-handler.mjs), and a second header would
  // be enforced as well. Their 404s answered by the proxy carry their own. A query is redirected
  // away first: the one stored copy must not carry a visitor's (lib/proxy/cached-page-query.ts).
  if (isCachedPage(pathname)) {
    return cachedPageQueryRedirect(request) ?? route(request, () => NextResponse.next());
  }
  const policy = pagePolicy(pathname);
  const forward = new Headers(request.headers);
  // Next reads the nonce from this request header and stamps it on the scripts it renders.
  if (policy.nonce) forward.set("content-security-policy", policy.value);
  const response = await route(request, () => NextResponse.next({ request: { headers: forward } }));
  return withPolicy(response, policy);
}

function withPolicy(response: NextResponse, policy: { value: string } | undefined) {
  if (policy && !response.headers.has("content-security-policy")) {
    response.headers.set("content-security-policy", policy.value);
  }
  return response;
}

async function route(request: NextRequest, next: Continue): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  if (pathname === "/admin" || pathname.startsWith("/admin/")) {
    const through = next();
    const gated = await gateAdmin(request, () => through);
    // Staff only past this point: a bad preview link is then answered 404 before rendering.
    if (gated !== through) return gated;
    return (await refuseBadPreviewLink(request)) ?? gated;
  }
  if (pathname.startsWith("/services/") && !showcases.services.paths.includes(pathname)) {
    return serviceNotFound(request);
  }
  // Each content type's section: its pages pass, unknown items and other paths get its 404.
  return contentRoute(request, next);
}

/**
 * Pages only: static files, images, route handlers and metadata files get their headers from
 * next.config.ts (lib/security/headers.ts) without running the proxy, a missing one's 404 page
 * included (it gets the non-page policy). Server-action posts pass here whatever their path: Next
 * runs an action posted to any path that renders a page, its 404 page included.
 */
export const config = {
  matcher: [
    "/((?!_next/static|_next/image|api/|rss\\.xml|rss\\.xsl|sitemap\\.xml|sitemaps/|robots\\.txt|icon\\.svg|opengraph-image|favicon\\.ico|visit\\.js|media/|blog/|work/screens/).*)",
    { source: "/:path*", has: [{ type: "header", key: "next-action" }] },
    {
      source: "/((?!api/).*)",
      has: [{ type: "header", key: "content-type", value: "multipart/form-data.*" }],
    },
  ],
};
