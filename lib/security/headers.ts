/**
 * Headers for every response, set in next.config.ts (static files and route handlers included).
 * Pages get their Content-Security-Policy from proxy.ts instead (lib/security/csp.ts), because
 * theirs depends on the page: the proxy's header replaces the `nonPagePolicy` set here for every
 * other response, so nothing goes out without a policy — a missing file's 404 page included.
 */
export function securityHeaders(production: boolean): { key: string; value: string }[] {
  return [
    { key: "Content-Security-Policy", value: nonPagePolicy },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    {
      key: "Permissions-Policy",
      value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    },
    // frame-ancestors 'none' for browsers that predate CSP 2.
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    // Browsers ignore HSTS over plain http, so a local `next start` is unaffected.
    ...(production
      ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]
      : []),
  ];
}

/** Feeds, sitemaps and JSON: nothing in them may run, and nothing may frame them. */
export const nonPagePolicy = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** Paths answered by route handlers and metadata files rather than pages. */
export const nonPagePaths = [
  "/api/:path*",
  "/rss.xml",
  "/sitemap.xml",
  "/sitemaps/:path*",
  "/robots.txt",
  "/icon.svg",
  "/opengraph-image",
];
