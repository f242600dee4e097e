import { getServerSideSitemap } from "next-sitemap";

import { staticSitemapEntries } from "@/lib/seo/sitemap-entries";

export async function GET() {
  return getServerSideSitemap(staticSitemapEntries(), {
    "Cache-Control": "public, max-age=0, s-maxage=3600, stale-while-revalidate=86400",
  });
}
