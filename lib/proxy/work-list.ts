import "server-only";

import { NextResponse, type NextRequest } from "next/server";

import { WORK_CATEGORIES } from "@/lib/work/fields";
import { nonPagePolicy } from "@/lib/security/headers";

/**
 * `/work?category=…` (the filter as a query, e.g. a GET form or a shared link) → the category's own
 * cached page `/work/category/{id}` (308), and any other query on /work → /work. A path per
 * category, not a query on the cached /work: the client router reuses a page that reads no query
 * for any query (the lesson of /blogs/search). Returns null for every other request.
 */
export function workListRedirect(request: NextRequest): NextResponse | null {
  const { pathname, searchParams } = request.nextUrl;
  const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  if (path !== "/work" || searchParams.size === 0) return null;
  const category = searchParams.get("category") ?? "";
  const known = (WORK_CATEGORIES as readonly string[]).includes(category);
  const target = new URL(known ? `/work/category/${category}` : "/work", request.url);
  target.search = "";
  const response = NextResponse.redirect(target, 308);
  response.headers.set("content-security-policy", nonPagePolicy);
  return response;
}

/** The category pages that exist; any other /work/category/… is a 404. */
export const WORK_CATEGORY_PAGE = new RegExp(`^/work/category/(?:${WORK_CATEGORIES.join("|")})/?$`);
