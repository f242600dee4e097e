import { headers } from "next/headers";

import { buildRss, RSS_CONTENT_TYPE, RSS_ITEMS } from "@/lib/blog/rss";
import { getFeedBlogs } from "@/lib/blog/queries";

/**
 * RSS 2.0 of the 50 newest posts. Built at request time, never by `next build` (whose database is
 * not production's), then cached until a post is written (tag "blogs:feed").
 */
export async function GET() {
  await headers(); // reading the request keeps the build from pre-rendering this
  const posts = await getFeedBlogs(RSS_ITEMS);
  return new Response(buildRss(posts), {
    headers: {
      "Content-Type": RSS_CONTENT_TYPE,
      "Cache-Control": "public, max-age=0, s-maxage=600, stale-while-revalidate=86400",
    },
  });
}
