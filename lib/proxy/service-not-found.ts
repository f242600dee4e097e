import "server-only";

import { NextResponse, type NextRequest } from "next/server";

import { internalOrigin } from "@/lib/env";

const SERVICE_NOT_FOUND = "/service-not-found";

/**
 * Unknown service ids. Rendered by the dynamic page, notFound() would run after the static shell
 * had already started a 200 response, and a rewrite's status is not kept for a static page. So the
 * static "Service Not Found" page is fetched from this same server and sent with a real 404.
 * Client-side navigations (RSC requests) just get the rewrite; their status is not user-visible.
 */
export async function serviceNotFound(request: NextRequest): Promise<NextResponse> {
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
