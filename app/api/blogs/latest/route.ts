import { headers } from "next/headers";

import { getLatestBlogs } from "@/lib/blog/queries";

/**
 * The home page's "Latest from the blog" cards, as JSON, so the home page itself can stay
 * pre-rendered whole (and keep its hash-based CSP: docs/security.md) while showing the newest
 * posts. Answered from the cached, tagged blog list, filled at request time: never by `next build`,
 * whose database is not production's.
 */
export async function GET() {
  await headers(); // reading the request keeps the build from pre-rendering this
  try {
    const posts = await getLatestBlogs(3);
    // As RSS: a CDN may keep it briefly (docs/deploy.md), the server answers from its cache.
    return Response.json(
      { posts },
      {
        headers: {
          "Cache-Control": "public, max-age=0, s-maxage=600, stale-while-revalidate=86400",
        },
      },
    );
  } catch {
    return Response.json({ error: "The blog is unavailable right now." }, { status: 503 });
  }
}
