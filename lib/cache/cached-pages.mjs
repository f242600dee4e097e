// Plain JavaScript: read by proxy.ts and next.config.ts, and by the page cache handler that Next
// loads unbundled (lib/cache/page-cache-handler.mjs). One list, so the three agree on which pages
// take their Content-Security-Policy from the cache entry (docs/architecture.md, "Page cache").

// What slugify() makes, Unicode letters allowed (lib/proxy/blog-not-found.ts checks the same).
const POST = /^\/blogs\/[^/]+$/;
const LIST_PAGE = /^\/blogs\/page\/[1-9]\d{0,5}$/;
// Case studies (issue 16): /work, its category pages and each case study; the service pages list
// the case studies that used them.
const WORK = /^\/work(?:\/category\/[a-z-]+|\/[^/]+)?$/;
const SERVICE = /^\/services\/[^/]+$/;

/**
 * Pages served from Next's incremental cache whose HTML comes from the database: their policy
 * (hashes of the exact inline scripts stored) travels with the cache entry, so neither the proxy
 * nor next.config.ts may add one.
 * @param {string} pathname
 */
export function isCachedPage(pathname) {
  const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  if (path === "/" || path === "/blogs") return true;
  if (WORK.test(path) || SERVICE.test(path)) return path !== "/work/category";
  if (path.startsWith("/blogs/page/")) return LIST_PAGE.test(path);
  // The search is rendered per request (a nonce), and its slug is never a post's (lib/blog/slug.ts).
  return path !== "/blogs/search" && POST.test(path);
}

/**
 * next.config.ts headers() source for "every path but the cached pages'": `/` and everything under
 * /blogs and /work, and the service pages, are left to the cache entry or the proxy (which sets
 * the policy of the search, the 404s).
 */
export const notCachedPageSource = "/:path((?!blogs(?:/|$)|work(?:/|$)|services/).+)";
