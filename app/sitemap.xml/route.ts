import { headers } from "next/headers";
import { getServerSideSitemap, getServerSideSitemapIndex } from "next-sitemap";

import { sitemapFields, sitemapFileUrl, sitemapHeaders, sitemapPlan } from "@/lib/seo/sitemap";

/**
 * Built from the blogs table at request time, never by `next build` (whose database is not
 * production's), then cached under the tag "sitemap"; an index above 50,000 URLs.
 */
export async function GET() {
  await headers(); // reading the request keeps the build from pre-rendering this
  const plan = await sitemapPlan();
  if (plan.kind === "index") {
    const files = Array.from({ length: plan.files }, (_, i) => sitemapFileUrl(i + 1));
    return getServerSideSitemapIndex(files, sitemapHeaders);
  }
  return getServerSideSitemap(await sitemapFields(1), sitemapHeaders);
}
