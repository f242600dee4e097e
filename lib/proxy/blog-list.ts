import "server-only";

import { NextResponse, type NextRequest } from "next/server";

import { parseBlogSearchParams } from "@/lib/blog/search-params";
import { nonPagePolicy } from "@/lib/security/headers";

/** The per-request page that answers a search; the list's own pages are cached. */
export const BLOG_SEARCH_PATH = "/blogs/search";

/**
 * Old and odd list URLs, redirected for good: `/blogs?page=N` to the list's static, cached pages
 * (`/blogs`, `/blogs/page/N`), `/blogs?q=` (links shared before the search had a path of its own)
 * to `/blogs/search?q=`, and an empty search to the list. Returns null for every other request.
 */
export function blogListRedirect(request: NextRequest): NextResponse | null {
  const { pathname, searchParams } = request.nextUrl;
  const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  const onList = path === "/blogs";
  if (!onList && path !== BLOG_SEARCH_PATH) return null;
  const { q, page } = parseBlogSearchParams(Object.fromEntries(searchParams));
  if (q) {
    if (!onList) return null;
    const target = new URL(BLOG_SEARCH_PATH, request.url);
    target.searchParams.set("q", q);
    if (page > 1) target.searchParams.set("page", String(page));
    return moved(target);
  }
  if (onList && !searchParams.has("page") && !searchParams.has("q")) return null;
  return moved(new URL(page > 1 ? `/blogs/page/${page}` : "/blogs", request.url));
}

/** A permanent redirect; it has no body to run, but no response goes out without a policy. */
function moved(target: URL): NextResponse {
  const response = NextResponse.redirect(target, 308);
  response.headers.set("content-security-policy", nonPagePolicy);
  return response;
}
