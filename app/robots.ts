import type { MetadataRoute } from "next";

import { siteUrl } from "@/lib/env";

export default function robots(): MetadataRoute.Robots {
  return {
    // Search results are rendered per request and any query makes one: crawlers that honour
    // this stay off the site's most expensive pages (they carry noindex for the rest).
    rules: [{ userAgent: "*", allow: "/", disallow: ["/admin", "/api/", "/blogs/search"] }],
    sitemap: `${siteUrl}/sitemap.xml`,
    host: siteUrl,
  };
}
