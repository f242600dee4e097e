import "server-only";

import { contentTypes, itemOfPath, sectionOf, showcases } from "@/lib/publishing/content-types.mjs";

/**
 * The site's own pages at fixed addresses (app/(site)): a staff redirect from one would send every
 * visitor away from a page that still lives, so it is refused, as for an item's address. A unit
 * test keeps this list, with the content types' sections and their 404 and 503 pages, equal to
 * the routes.
 */
const FIXED_PAGES = new Set([
  "/about-company",
  "/about-us",
  "/book-service",
  "/contact",
  "/newsletter/confirm",
  "/newsletter/unsubscribed",
  "/privacy-policy",
  "/service-not-found",
  "/services",
  "/terms-and-conditions",
  ...Object.values(contentTypes).flatMap((type) => [
    ...(type.section ? [type.section, ...type.perRequest] : []),
    ...(type.missing ? [type.missing.notFound, type.missing.unavailable] : []),
  ]),
]);

/** True when `path` (a stored redirect address: decoded, no trailing slash) is one of the site's pages. */
export function isLivePage(path: string): boolean {
  if (FIXED_PAGES.has(path) || showcases.services.paths.includes(path)) return true;
  // A section's own pages (the list's numbered pages, the work categories), not its items.
  const type = sectionOf(path);
  return Boolean(type?.pages.some((page) => page.test(path)) && !itemOfPath(path));
}
