import { getLatestBlogs } from "@/lib/blog/queries";

/**
 * The home page's "Latest from the blog" cards, as JSON. Pre-rendered from the cached, tagged blog
 * list and rebuilt when a post is written, so the home page itself can stay pre-rendered whole
 * (and keep its hash-based CSP: docs/security.md) while showing the newest posts.
 */
export async function GET() {
  try {
    const posts = await getLatestBlogs(3);
    return Response.json({ posts });
  } catch {
    return Response.json({ error: "The blog is unavailable right now." }, { status: 503 });
  }
}
