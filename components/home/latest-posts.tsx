import { ArrowRightIcon } from "lucide-react";
import Link from "next/link";
import { connection } from "next/server";

import { BlogCard } from "@/components/blog/blog-card";
import { buttonVariants } from "@/components/ui/button-variants";
import { getLatestBlogs } from "@/lib/blog/queries";

/**
 * The home page's three newest posts: a per-request hole in the otherwise static home page, read
 * from the cached, tagged blog list (no query per request). Per request, not pre-rendered whole:
 * a page whose HTML changed after the build would outdate its script hashes (docs/security.md);
 * the streamed part carries the request's CSP nonce instead.
 */
export async function LatestPosts() {
  await connection();
  let posts;
  try {
    posts = await getLatestBlogs(3);
  } catch {
    return (
      <p className="text-center text-muted-foreground">Our latest articles are on the blog.</p>
    );
  }
  if (posts.length === 0) {
    return (
      <p className="text-center text-muted-foreground">Our first articles are on their way.</p>
    );
  }
  return (
    <>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <BlogCard key={post.id} post={post} headingLevel="h3" />
        ))}
      </div>
      <div className="mt-10 text-center">
        <Link href="/blogs" className={buttonVariants({ variant: "outline" })}>
          View all posts <ArrowRightIcon aria-hidden />
        </Link>
      </div>
    </>
  );
}
