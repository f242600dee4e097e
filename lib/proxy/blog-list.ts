import "server-only";

import { NextResponse, type NextRequest } from "next/server";

import { parseBlogSearchParams } from "@/lib/blog/search-params";

/** The per-request page that answers a search (`/blogs?q=` is rewritten to it). */
export const BLOG_SEARCH_PATH = "/blog-search";

/**
 * `/blogs` with a query. The list's pages have static, cached URLs (`/blogs`, `/blogs/page/N`), so
 * the old `?page=N` is redirected there for good; a search is rewritten to the per-request search
 * page (same URL in the browser). Returns null for the plain list.
 */
export function blogListRequest(
  request: NextRequest,
  headers: Headers,
):
  { kind: "search"; response: NextResponse } | { kind: "redirect"; response: NextResponse } | null {
  const { pathname, searchParams } = request.nextUrl;
  if (pathname !== "/blogs" && pathname !== "/blogs/") return null;
  const { q, page } = parseBlogSearchParams(Object.fromEntries(searchParams));
  if (q) {
    const target = new URL(BLOG_SEARCH_PATH, request.url);
    target.searchParams.set("q", q);
    if (page > 1) target.searchParams.set("page", String(page));
    return { kind: "search", response: NextResponse.rewrite(target, { request: { headers } }) };
  }
  if (!searchParams.has("page")) return null;
  const target = new URL(page > 1 ? `/blogs/page/${page}` : "/blogs", request.url);
  return { kind: "redirect", response: NextResponse.redirect(target, 308) };
}

/** The list's numbered pages: `/blogs/page/N`, N ≥ 2 (page 1 is `/blogs`). */
export const LIST_PAGE = /^\/blogs\/page\/[1-9]\d{0,5}\/?$/;
