import type { MetadataRoute } from "next";

import { siteUrl } from "@/lib/env";
import { BLOG_SEARCH_PATH } from "@/lib/proxy/blog-list";

export default function robots(): MetadataRoute.Robots {
  return {
    // Search results are rendered per request and any query makes one: crawlers that honour
    // this stay off the site's most expensive pages (they carry noindex for the rest).
    rules: [{ userAgent: "*", allow: "/", disallow: ["/admin", "/api/", BLOG_SEARCH_PATH] }],
    sitemap: `${siteUrl}/sitemap.xml`,
    host: siteUrl,
  };
}
