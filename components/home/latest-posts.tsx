import { BlogCard } from "@/components/blog/blog-card";
import { getLatestBlogs } from "@/lib/blog/queries";
import type { BlogCard as BlogCardData } from "@/lib/blog/types";
import { isBuildPhase } from "@/lib/env";
import { NOT_CACHED } from "@/lib/cache/not-cached.mjs";
import { logEvent } from "@/lib/log/logger";

/**
 * The three newest posts, rendered on the server from the cached, tagged list (lib/blog/queries.ts),
 * so the home page's HTML links them (crawlers follow links they can read) and the browser fetches
 * nothing for them. The page is cached whole and regenerated when the list's tag expires. The build
 * reads no database: its render is a placeholder that is never served (page-cache-handler.mjs).
 */
export async function LatestPosts() {
  if (isBuildPhase) return null;
  let posts: BlogCardData[];
  try {
    posts = await getLatestBlogs(3);
  } catch (error) {
    logEvent("error", "latest posts failed", { error: String(error).split("\n")[0] });
    return (
      <p {...NOT_CACHED} className="text-center text-muted-foreground">
        Our latest articles are on the blog.
      </p>
    );
  }
  if (posts.length === 0) {
    return (
      <p className="text-center text-muted-foreground">Our first articles are on their way.</p>
    );
  }
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <BlogCard key={post.id} post={post} headingLevel="h3" />
      ))}
    </div>
  );
}
