import "server-only";

import { services } from "@/content/services";
import { WORK_CATEGORIES } from "@/lib/work/fields";

/**
 * The site's own pages at fixed addresses (app/(site)): a staff redirect from one would send every
 * visitor away from a page that still lives, so it is refused, as for a post's address. A unit
 * test keeps this list equal to the routes.
 */
const FIXED_PAGES = new Set([
  "/about-company",
  "/about-us",
  "/blog-not-found",
  "/blog-unavailable",
  "/blogs",
  "/blogs/search",
  "/book-service",
  "/career",
  "/contact",
  "/newsletter/confirm",
  "/newsletter/unsubscribed",
  "/privacy-policy",
  "/service-not-found",
  "/services",
  "/terms-and-conditions",
  "/work",
  "/work-not-found",
  "/work-unavailable",
]);

const SERVICE_PAGES = new Set(services.map((s) => `/services/${s.id}`));
const CATEGORY_PAGES = new Set(WORK_CATEGORIES.map((id) => `/work/category/${id}`));
// The list's numbered pages: which exist depends on the number of posts, any may come to.
const LIST_PAGE = /^\/blogs\/page\/[1-9]\d{0,5}$/;

/** True when `path` (a stored redirect address: decoded, no trailing slash) is one of the site's pages. */
export function isLivePage(path: string): boolean {
  return (
    FIXED_PAGES.has(path) ||
    SERVICE_PAGES.has(path) ||
    CATEGORY_PAGES.has(path) ||
    LIST_PAGE.test(path)
  );
}
