import { NewspaperIcon } from "lucide-react";
import { notFound } from "next/navigation";

import { JsonLd } from "@/components/seo/json-ld";
import { getBlogPage } from "@/lib/blog/queries";
import { isBuildPhase } from "@/lib/env";
import type { BlogPage } from "@/lib/blog/types";
import { blogListJsonLd } from "@/lib/seo/blog-structured-data";
import { planCovers } from "@/lib/imagery/cover-plan";
import { BlogCard } from "./blog-card";
import { BlogPagination } from "./blog-pagination";
import { logEvent } from "@/lib/log/logger";
import { NOT_CACHED } from "@/lib/cache/not-cached.mjs";

/** For the log line: first line only, bounded. */
function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : "";
  return message.split("\n")[0]?.slice(0, 200) || "Unknown error";
}

// The spec's "Failed to fetch blogs: {message}", with a fixed message: the error's own names the
// database's host and port.
const UNAVAILABLE = "the blog is unavailable right now. Please try again in a moment.";

/**
 * The list under the search box: posts, empty state, or the spec's load-failure text. `next build`
 * reads no database (its database is not production's): the build's render of the cached list
 * pages is a placeholder that is never served (lib/cache/page-cache-handler.mjs).
 */
export async function BlogResults({ q, page }: { q: string; page: number }) {
  if (isBuildPhase) return null;
  let result: BlogPage;
  try {
    result = await getBlogPage(q, page);
  } catch (error) {
    logEvent("error", "blog list failed", { error: describe(error) });
    return (
      <p
        role="alert"
        {...NOT_CACHED}
        className="mx-auto max-w-xl rounded-lg border border-destructive/40 bg-destructive/5 p-6 text-center text-destructive"
      >
        Failed to fetch blogs: {UNAVAILABLE}
      </p>
    );
  }
  // Past the list's last page: a real 404, not an empty page at a URL of its own.
  if (result.posts.length === 0 && !q && page > 1) notFound();
  if (result.posts.length === 0) {
    return (
      <div className="mx-auto max-w-xl py-12 text-center" role="status">
        <NewspaperIcon className="mx-auto size-10 text-muted-foreground" aria-hidden />
        <h2 className="mt-4 text-2xl font-semibold">No blogs found</h2>
        <p className="mt-2 text-muted-foreground">Try adjusting your search or create a new blog</p>
      </div>
    );
  }
  const covers = planCovers(result.posts);
  return (
    <>
      <JsonLd data={blogListJsonLd(result.posts)} />
      {q ? (
        <p className="sr-only" role="status">
          {result.posts.length} {result.posts.length === 1 ? "post" : "posts"} found for “{q}”
        </p>
      ) : null}
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {result.posts.map((post, index) => (
          <BlogCard key={post.id} post={post} cover={covers[index]} priority={index === 0} />
        ))}
      </div>
      <BlogPagination q={q} page={result.page} hasNext={result.hasNext} />
    </>
  );
}
