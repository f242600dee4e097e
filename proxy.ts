import { NextResponse, type NextRequest } from "next/server";

import { gateAdmin } from "@/lib/auth/proxy-gate";
import { blogNotFound } from "@/lib/proxy/blog-not-found";
import type { Continue } from "@/lib/proxy/continue";
import { serviceNotFound } from "@/lib/proxy/service-not-found";
import { refuseBadAction } from "@/lib/security/action-request";
import { pagePolicy } from "@/lib/security/csp";

/**
 * Every page passes here: server-action posts too large or malformed are refused quietly
 * (lib/security/action-request.ts); then its Content-Security-Policy (hashes for pages pre-rendered
 * whole, a nonce for the rest, lib/security/csp.ts), then by path the staff gate for /admin/*, and
 * real 404s for unknown services and posts. Client navigations (RSC requests) carry no HTML: no
 * page policy.
 */
export async function proxy(request: NextRequest) {
  const badAction = await refuseBadAction(request);
  if (badAction) return badAction;
  if (request.headers.has("rsc")) return route(request, () => NextResponse.next());
  const policy = pagePolicy(request.nextUrl.pathname);
  const forward = new Headers(request.headers);
  // Next reads the nonce from this request header and stamps it on the scripts it renders.
  if (policy.nonce) forward.set("content-security-policy", policy.value);
  const response = await route(request, () => NextResponse.next({ request: { headers: forward } }));
  if (!response.headers.has("content-security-policy")) {
    response.headers.set("content-security-policy", policy.value);
  }
  return response;
}

async function route(request: NextRequest, next: Continue): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  if (pathname === "/admin" || pathname.startsWith("/admin/")) return gateAdmin(request, next);
  if (pathname.startsWith("/services/") && !knownService.test(pathname)) {
    return serviceNotFound(request);
  }
  if (pathname.startsWith("/blogs/")) return blogNotFound(request, next);
  return next();
}

// A unit test keeps this list equal to content/services.
const knownService =
  /^\/services\/(?:web-development|app-development|ai-integrations|custom-websites|saas-solutions|custom-dashboards)$/;

/**
 * Pages only: static files, images, route handlers and metadata files get their headers from
 * next.config.ts (lib/security/headers.ts) without running the proxy, a missing one's 404 page
 * included (it gets the non-page policy). Server-action posts pass here whatever their path: Next
 * runs an action posted to any path that renders a page, its 404 page included.
 */
export const config = {
  matcher: [
    "/((?!_next/static|_next/image|api/|rss\\.xml|sitemap\\.xml|sitemaps/|robots\\.txt|icon\\.svg|opengraph-image|favicon\\.ico|media/|blog/).*)",
    { source: "/:path*", has: [{ type: "header", key: "next-action" }] },
    {
      source: "/((?!api/).*)",
      has: [{ type: "header", key: "content-type", value: "multipart/form-data.*" }],
    },
  ],
};
