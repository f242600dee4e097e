import { NextResponse, type NextRequest } from "next/server";

import { gateAdmin } from "@/lib/auth/proxy-gate";
import { blogNotFound } from "@/lib/proxy/blog-not-found";
import { serviceNotFound } from "@/lib/proxy/service-not-found";

/** Picked by path: the staff gate for /admin/*, and real 404s for unknown services and posts. */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === "/admin" || pathname.startsWith("/admin/")) return gateAdmin(request);
  if (pathname.startsWith("/services/")) return serviceNotFound(request);
  if (pathname.startsWith("/blogs/")) return blogNotFound(request);
  return NextResponse.next();
}

/**
 * Only unknown service ids reach the proxy: the six real service pages are excluded here so they
 * are served straight from the static cache (running the proxy halved their requests/s). The list
 * must be a literal for Next to read at build time; a unit test keeps it equal to content/services.
 */
export const config = {
  matcher: [
    "/services/((?!(?:web-development|app-development|ai-integrations|custom-websites|saas-solutions|custom-dashboards)$)[^/]+)",
    "/admin",
    "/admin/:path*",
    "/blogs/:slug",
  ],
};
