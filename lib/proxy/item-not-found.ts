import "server-only";

import { NextResponse, type NextRequest } from "next/server";

import { itemOfPath, sectionOf, type ContentType } from "@/lib/publishing/content-types.mjs";
import { isKnownSlug, rememberSlug, slugKey } from "@/lib/publishing/known-slugs";
import { publishedSlugExists } from "@/lib/publishing/lookups";
import type { Continue } from "./continue";
import { serveNotFound } from "./not-found-page";

// What slugify() makes, Unicode letters allowed: anything else (a NUL, a slash, a space) names no
// page, and is answered without a query (Postgres text cannot even hold a NUL).
const SLUG = /^[\p{L}\p{M}\p{N}_-]{1,200}$/u;

const knownSlugKey = (type: ContentType, slug: string) => slugKey(type.id, slug);

/**
 * Addresses under a content type's section (`/blogs/…`, `/work/…`, `/career/…`): the section's own
 * pages pass; an unknown or unpublished item (`/blogs/x`, `/work/x/opengraph-image`) gets a 404
 * before anything renders, and so does any other path there. When the database cannot answer, a
 * 503 (a page seen before is still served from the page cache). Other paths pass.
 */
export async function contentRoute(
  request: NextRequest,
  next: Continue = () => NextResponse.next(),
): Promise<NextResponse> {
  const path = request.nextUrl.pathname;
  const type = sectionOf(path);
  if (!type?.missing) return next();
  const missing = type.missing;
  if (type.pages.some((page) => page.test(path)) && !itemOfPath(path)) return next();
  if (type.perRequest.includes(path)) return next();
  const item = itemOfPath(path);
  if (!item) return serveNotFound(request, missing.notFound);
  let slug: string;
  try {
    slug = decodeURIComponent(item.raw);
  } catch {
    return serveNotFound(request, missing.notFound);
  }
  if (!SLUG.test(slug)) return serveNotFound(request, missing.notFound);
  // Published ones seen before skip the lookup; a write forgets its slug (after-write.ts).
  if (isKnownSlug(knownSlugKey(type, slug))) return next();
  try {
    if (!(await publishedSlugExists(type, slug))) return serveNotFound(request, missing.notFound);
  } catch {
    // Neither "not found" nor a render that would fail the same way: unavailable, for now.
    return serveNotFound(request, missing.unavailable, 503);
  }
  rememberSlug(knownSlugKey(type, slug));
  return next();
}
