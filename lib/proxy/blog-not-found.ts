import "server-only";

import { NextResponse, type NextRequest } from "next/server";

import { isKnownSlug, rememberSlug } from "@/lib/blog/known-slugs";
import { postExists } from "@/lib/blog/lookups";
import { workExists } from "@/lib/work/lookups";
import type { Continue } from "./continue";
import { serveNotFound } from "./not-found-page";

// What slugify() makes, Unicode letters allowed: anything else (a NUL, a slash, a space) names no
// page, and is answered without a query (Postgres text cannot even hold a NUL).
const SLUG = /^[\p{L}\p{M}\p{N}_-]{1,200}$/u;
// A page's generated share image (…/[slug]/opengraph-image) is the page's own address plus this:
// it exists exactly when the page does.
const OG_IMAGE = "/opengraph-image";

type Section = {
  prefix: string;
  /** Keys in the remembered slugs (lib/blog/known-slugs.ts): one map for every section. */
  key: (slug: string) => string;
  exists: (slug: string) => Promise<boolean>;
  notFound: string;
  /** Served with 503 when the database cannot say whether the slug exists. */
  unavailable: string;
};

const posts: Section = {
  prefix: "/blogs/",
  key: (slug) => slug,
  exists: postExists,
  notFound: "/blog-not-found",
  unavailable: "/blog-unavailable",
};
const work: Section = {
  prefix: "/work/",
  key: (slug) => `work:${slug}`,
  exists: workExists,
  notFound: "/work-not-found",
  unavailable: "/work-unavailable",
};

/**
 * An unknown or unpublished /{section}/{slug}: a 404 before anything renders. When the database
 * cannot answer, a 503 (a page seen before is still served from the page cache without asking).
 */
async function slugNotFound(
  section: Section,
  request: NextRequest,
  next: Continue,
): Promise<NextResponse> {
  const path = request.nextUrl.pathname.slice(section.prefix.length);
  const raw = path.endsWith(OG_IMAGE) ? path.slice(0, -OG_IMAGE.length) : path;
  let slug: string;
  try {
    slug = decodeURIComponent(raw);
  } catch {
    return serveNotFound(request, section.notFound);
  }
  if (!SLUG.test(slug)) return serveNotFound(request, section.notFound);
  // Published ones seen before skip the lookup; a write forgets its slug (lib/cache/tags.ts).
  if (isKnownSlug(section.key(slug))) return next();
  try {
    if (!(await section.exists(slug))) return serveNotFound(request, section.notFound);
  } catch {
    // Neither "not found" nor a render that would fail the same way: unavailable, for now.
    return serveNotFound(request, section.unavailable, 503);
  }
  rememberSlug(section.key(slug));
  return next();
}

/** Unknown /blogs/{slug}. */
export const blogNotFound = (request: NextRequest, next: Continue = () => NextResponse.next()) =>
  slugNotFound(posts, request, next);

/** Unknown or unpublished /work/{slug}. */
export const workNotFound = (request: NextRequest, next: Continue = () => NextResponse.next()) =>
  slugNotFound(work, request, next);
