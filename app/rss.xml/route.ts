import { buildRss, RSS_ITEMS } from "@/lib/blog/rss";
import { getFeedBlogs } from "@/lib/blog/queries";

/** RSS 2.0 of the 50 newest posts; cached until a post is written (tag "blogs:feed"). */
export async function GET() {
  const posts = await getFeedBlogs(RSS_ITEMS);
  return new Response(buildRss(posts), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=0, s-maxage=600, stale-while-revalidate=86400",
    },
  });
}
