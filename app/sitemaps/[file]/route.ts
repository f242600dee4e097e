import { headers } from "next/headers";
import { getServerSideSitemap } from "next-sitemap";

import { sitemapFields, sitemapHeaders, sitemapPlan } from "@/lib/seo/sitemap";

/** /sitemaps/{n}.xml: one 50,000-URL file of the index, when the site has outgrown one file. */
export async function GET(_request: Request, { params }: RouteContext<"/sitemaps/[file]">) {
  await headers(); // request time only, as /sitemap.xml
  const match = /^([1-9]\d{0,4})\.xml$/.exec((await params).file);
  const plan = await sitemapPlan();
  const n = Number(match?.[1] ?? 0);
  if (!match || plan.kind !== "index" || n > plan.files) {
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  }
  return getServerSideSitemap(await sitemapFields(n), sitemapHeaders);
}
