import { getBlog } from "@/lib/blog/queries";
import { shareImageRoute } from "@/lib/publishing/share-image";

/**
 * GET /blogs/{slug}/opengraph-image: the post's generated share image (lib/publishing/
 * share-image.ts), used when it has neither a share image nor a cover (lib/seo/blog-seo.ts).
 */
export const GET = shareImageRoute("post", async (slug) => {
  const post = await getBlog(slug);
  return post && { kicker: post.category || "Blog", title: post.title, category: post.category };
});
