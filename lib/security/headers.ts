/**
 * Headers for every response, set in next.config.ts (static files and route handlers included).
 * The Content-Security-Policy is not among them: next.config.ts sets `nonPagePolicy` on every path
 * but the cached pages (whose policy is stored with their cache entry, lib/cache/page-cache-handler.mjs),
 * and proxy.ts replaces it on the other pages (lib/security/csp.ts), so nothing goes out without a
 * policy — a missing file's 404 page included.
 */
export function securityHeaders(production: boolean): { key: string; value: string }[] {
  return [
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

/**
 * /rss.xml, which browsers render through its XSLT stylesheet (lib/blog/rss-stylesheet.ts): the
 * feed's policy governs that page. Chromium loads the stylesheet under script-src ('self') and
 * refuses it in a sandbox; the page's one <style> and the inline styles of Chromium's own XSLT
 * deprecation banner need style-src 'unsafe-inline' (styles cannot run code); the hash, with
 * 'unsafe-hashes', lets that banner's close button run its one handler and nothing else. The feed
 * itself holds no element a writer controls (every text node is escaped, lib/blog/rss.ts).
 */
export const feedPolicy = [
  "default-src 'none'",
  // Chromium's banner: onclick="this.getRootNode().host.remove();"
  "script-src 'self' 'unsafe-hashes' 'sha256-TXA+6usvAyONGFuiE99/kgV7JxYXAtQaottQ4sJDSIw='",
  "style-src 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** Paths answered by route handlers and metadata files rather than pages (the feed has its own). */
export const nonPagePaths = [
  "/api/:path*",
  "/rss.xsl",
  "/sitemap.xml",
  "/sitemaps/:path*",
  "/robots.txt",
  "/icon.svg",
  "/opengraph-image",
];
