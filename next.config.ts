import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Cache Components: pages are static shells by default; data reads opt in with "use cache".
  cacheComponents: true,
  partialPrefetching: true,
  poweredByHeader: false,
  reactStrictMode: true,
  // Bundling PGlite into server components breaks its WASM loading (DESIGN.md §2).
  serverExternalPackages: ["@electric-sql/pglite"],
  images: {
    formats: ["image/avif", "image/webp"],
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
