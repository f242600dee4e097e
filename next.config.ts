import type { NextConfig } from "next";

import { nonPagePaths, nonPagePolicy, securityHeaders } from "./lib/security/headers";

const nextConfig: NextConfig = {
  // Cache Components: pages are static shells by default; data reads opt in with "use cache".
  cacheComponents: true,
  partialPrefetching: true,
  poweredByHeader: false,
  reactStrictMode: true,
  // A self-contained server for containers: the Dockerfile builds with BUILD_STANDALONE=1. Not by
  // default, where `next start` serves the build (and would warn about a standalone output).
  output: process.env.BUILD_STANDALONE === "1" ? "standalone" : undefined,
  // Bundling PGlite into server components breaks its WASM loading (DESIGN.md §2).
  serverExternalPackages: ["@electric-sql/pglite"],
  images: {
    formats: ["image/avif", "image/webp"],
  },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders(process.env.NODE_ENV === "production") },
      ...nonPagePaths.map((source) => ({
        source,
        headers: [{ key: "Content-Security-Policy", value: nonPagePolicy }],
      })),
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

export default nextConfig;
