import { NextResponse, type NextRequest } from "next/server";

import { services } from "@/content/services";
import { internalOrigin } from "@/lib/env";

const serviceIds = new Set<string>(services.map((service) => service.id));
const SERVICE_NOT_FOUND = "/service-not-found";

/**
 * Unknown service ids. Rendered by the dynamic page, notFound() would run after the static shell
 * had already started a 200 response, and a rewrite's status is not kept for a static page. So the
 * static "Service Not Found" page is fetched from this same server and sent with a real 404.
 * Client-side navigations (RSC requests) just get the rewrite; their status is not user-visible.
 */
export async function proxy(request: NextRequest) {
  const serviceId = request.nextUrl.pathname.slice("/services/".length);
  if (serviceIds.has(serviceId)) return NextResponse.next();

  const rewrite = NextResponse.rewrite(new URL(SERVICE_NOT_FOUND, request.url));
  if (request.headers.has("rsc")) return rewrite;
  try {
    const page = await fetch(`${internalOrigin}${SERVICE_NOT_FOUND}`, {
      headers: { accept: "text/html" },
    });
    if (!page.ok) return rewrite;
    return new NextResponse(page.body, {
      status: 404,
      headers: {
        "content-type": page.headers.get("content-type") ?? "text/html; charset=utf-8",
        "cache-control": "no-store",
      },
    });
  } catch {
    return rewrite;
  }
}

/**
 * Only unknown ids reach the proxy: the six real service pages are excluded here so they are
 * served straight from the static cache (running the proxy halved their requests/s). The list
 * must be a literal for Next to read at build time; a unit test keeps it equal to content/services.
 */
export const config = {
  matcher:
    "/services/((?!(?:web-development|app-development|ai-integrations|custom-websites|saas-solutions|custom-dashboards)$)[^/]+)",
};
