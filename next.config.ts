import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";

import path from "node:path";

import { notCachedPageSource } from "./lib/publishing/content-types.mjs";
import { feedPolicy, nonPagePaths, nonPagePolicy, securityHeaders } from "./lib/security/headers";

/**
 * Pre-rendered pages carry the site's origin in canonical URLs, JSON-LD and share links, and the
 * server's sitemap and RSS use the same value (lib/env.ts): a production build must be told it.
 * `next typegen` loads this file in the same phase, hence the check for the build command itself.
 */
function requireSiteUrl(phase: string) {
  if (phase !== PHASE_PRODUCTION_BUILD || !process.argv.includes("build")) return;
  const value = process.env.NEXT_PUBLIC_SITE_URL?.trim();
  if (value && URL.canParse(value)) return;
  console.error(
    `NEXT_PUBLIC_SITE_URL ${value ? `is not a URL ("${value}")` : "is not set"}: the build bakes the site's origin into its pages; run NEXT_PUBLIC_SITE_URL=https://your-domain npm run build (http://localhost:3000 for a local run).`,
  );
  process.exit(1);
}

const nextConfig: NextConfig = {
  // Cache Components: pages are static shells by default; data reads opt in with "use cache".
  cacheComponents: true,
  // Off: with it, every page rendered per request (search, /admin) runs a second, "runtime
  // prefetch" render and embeds its result in the HTML, doubling the RSC payload and the work
  // (search served half the requests per second). Links still prefetch the static shells.
  partialPrefetching: false,
  // Unknown paths get app/global-not-found.tsx, a page of its own, instead of a root not-found
  // that Next embeds in every page: that embedded copy brought the header's client code twice.
  experimental: { globalNotFound: true },
  poweredByHeader: false,
  // `npm test` type-checks the whole project (tsc) in its own step just before it builds, and says
  // so with TYPECHECKED=1; every other build (serve, Docker) checks the types here as usual.
  typescript: { ignoreBuildErrors: process.env.TYPECHECKED === "1" },
  reactStrictMode: true,
  // A self-contained server for containers: the Dockerfile builds with BUILD_STANDALONE=1. Not by
  // default, where `next start` serves the build (and would warn about a standalone output).
  output: process.env.BUILD_STANDALONE === "1" ? "standalone" : undefined,
  // Bundling PGlite into server components breaks its WASM loading (DESIGN.md §2).
  // node-ical (booking's ICS feeds) loaded from node_modules as Node loads it: bundled, its
  // Temporal polyfill failed while the build collected /api/booking/slots ("BigInt is not a function").
  serverExternalPackages: ["@electric-sql/pglite", "node-ical"],
  // The hash-based CSP of the pages cached with database content, around Next's file-system cache
  // or, with REDIS_URL, a Redis store shared by every instance; "use cache" results likewise
  // (docs/architecture.md, "Page cache"; docs/security.md). Chosen when the server starts, so one
  // build runs either way.
  cacheHandler: path.join(process.cwd(), "lib/cache/page-cache-handler.mjs"),
  cacheHandlers: { default: path.join(process.cwd(), "lib/cache/use-cache-handler.mjs") },
  // No private in-memory copy beside a shared store (an instance would answer from it after
  // another's write); the handlers give a lone instance Next's usual 50 MB themselves.
  cacheMaxMemorySize: 0,
  images: {
    formats: ["image/avif", "image/webp"],
  },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders(process.env.NODE_ENV === "production") },
      // A default policy everywhere but the cached pages, which send the one stored with their
      // cache entry: a second header would be enforced too, and block their scripts.
      {
        source: notCachedPageSource,
        headers: [{ key: "Content-Security-Policy", value: nonPagePolicy }],
      },
      ...nonPagePaths.map((source) => ({
        source,
        headers: [{ key: "Content-Security-Policy", value: nonPagePolicy }],
      })),
      // Last, so it replaces the default above: the feed is also a page for browsers.
      { source: "/rss.xml", headers: [{ key: "Content-Security-Policy", value: feedPolicy }] },
    ];
  },
  async redirects() {
    return [
      // Footer targets the spec names but never routed: keep old links working.
      { source: "/blog", destination: "/blogs", permanent: true },
      { source: "/team", destination: "/about-us", permanent: true },
    ];
  },
};

export default function config(phase: string): NextConfig {
  requireSiteUrl(phase);
  return nextConfig;
}
