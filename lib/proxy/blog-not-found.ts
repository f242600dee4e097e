import "server-only";

import { NextResponse, type NextRequest } from "next/server";

import { isKnownSlug, rememberSlug } from "@/lib/blog/known-slugs";
import { postExists } from "@/lib/blog/lookups";
import type { Continue } from "./continue";
import { serveNotFound } from "./not-found-page";

// What slugify() makes, Unicode letters allowed: anything else (a NUL, a slash, a space) names no
// post, and is answered without a query (Postgres text cannot even hold a NUL).
const SLUG = /^[\p{L}\p{M}\p{N}_-]{1,200}$/u;
// A post's generated share image (app/(site)/blogs/[slug]/opengraph-image) is the post's own
// address plus this: it exists exactly when the post does.
const OG_IMAGE = "/opengraph-image";

/**
 * Unknown /blogs/{slug}: a 404 before anything renders. When the database cannot answer, a 503
 * (a post seen before is still served from the page cache without asking).
 */
export async function blogNotFound(
  request: NextRequest,
  next: Continue = () => NextResponse.next(),
): Promise<NextResponse> {
  const path = request.nextUrl.pathname.slice("/blogs/".length);
  const raw = path.endsWith(OG_IMAGE) ? path.slice(0, -OG_IMAGE.length) : path;
  let slug: string;
  try {
    slug = decodeURIComponent(raw);
  } catch {
    return serveNotFound(request, "/blog-not-found");
  }
  if (!SLUG.test(slug)) return serveNotFound(request, "/blog-not-found");
  // Published posts seen before skip the lookup; a write forgets its slug (lib/cache/tags.ts).
  if (isKnownSlug(slug)) return next();
  try {
    if (!(await postExists(slug))) {
      return serveNotFound(request, "/blog-not-found");
    }
  } catch {
    // Neither "not found" nor a render that would fail the same way: unavailable, for now.
    return serveNotFound(request, "/blog-unavailable", 503);
  }
  rememberSlug(slug);
  return next();
}
