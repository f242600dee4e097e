import { getServerSideSitemap, getServerSideSitemapIndex } from "next-sitemap";

import { sitemapFields, sitemapFileUrl, sitemapHeaders, sitemapPlan } from "@/lib/seo/sitemap";

/** Built live from the blogs table (cached, tag "sitemap"); an index above 50,000 URLs. */
export async function GET() {
  const plan = await sitemapPlan();
  if (plan.kind === "index") {
    const files = Array.from({ length: plan.files }, (_, i) => sitemapFileUrl(i + 1));
    return getServerSideSitemapIndex(files, sitemapHeaders);
  }
  return getServerSideSitemap(await sitemapFields(1), sitemapHeaders);
}
