import "server-only";

import { NextResponse, type NextRequest } from "next/server";

import { internalOrigin } from "@/lib/env";
import { staticPagePolicy } from "@/lib/security/csp";

/**
 * Answers with the static page at `path` and a real 404 (or 503). Rendered by a dynamic route, notFound()
 * runs after the static shell has already started a 200 response (Cache Components resumes the
 * shell; vercel/next.js#95380), and a rewrite's status is not kept for a static page. So the page
 * is fetched from this same server and re-sent. Client-side navigations (RSC requests) just get
 * the rewrite: their status is not user-visible.
 */
export async function serveNotFound(
  request: NextRequest,
  path: string,
  status: 404 | 503 = 404,
): Promise<NextResponse> {
  const rewrite = NextResponse.rewrite(new URL(path, request.url));
  // The page sent is the static `path`, so its scripts are the ones to authorize.
  const policy = staticPagePolicy(path);
  if (policy) rewrite.headers.set("content-security-policy", policy);
  if (request.headers.has("rsc")) return rewrite;
  try {
    const page = await fetch(`${internalOrigin}${path}`, { headers: { accept: "text/html" } });
    if (!page.ok) return rewrite;
    return new NextResponse(page.body, {
      status,
      headers: {
        // A 503 is temporary: the post may exist, ask again shortly.
        ...(status === 503 ? { "retry-after": "30" } : {}),
        "content-type": page.headers.get("content-type") ?? "text/html; charset=utf-8",
        "cache-control": "no-store",
        ...(policy ? { "content-security-policy": policy } : {}),
      },
    });
  } catch {
    return rewrite;
  }
}
