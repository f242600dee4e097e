import { BRAND_NAME, siteConfig } from "@/content/site";
import { absoluteUrl } from "@/lib/seo/url";
import { escapeXml } from "@/lib/xml";

/** RSS 2.0 channel of the blog. Posts are added by the blog feature; until then it is empty. */
export async function GET() {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${BRAND_NAME} Tech Blog`)}</title>
    <link>${escapeXml(absoluteUrl("/blogs"))}</link>
    <description>${escapeXml(siteConfig.description)}</description>
    <language>en-us</language>
    <atom:link href="${escapeXml(absoluteUrl("/rss.xml"))}" rel="self" type="application/rss+xml"/>
  </channel>
</rss>
`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=0, s-maxage=600, stale-while-revalidate=86400",
    },
  });
}
