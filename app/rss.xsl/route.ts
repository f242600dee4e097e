import { RSS_STYLESHEET_TYPE, rssStylesheet } from "@/lib/blog/rss-stylesheet";

/** The page browsers make of /rss.xml (lib/blog/rss-stylesheet.ts); the same for everyone. */
export function GET() {
  return new Response(rssStylesheet, {
    headers: {
      "Content-Type": RSS_STYLESHEET_TYPE,
      "Cache-Control": "public, max-age=3600, s-maxage=86400",
    },
  });
}
