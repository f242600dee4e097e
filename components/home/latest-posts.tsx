import { ArrowRightIcon } from "lucide-react";
import Link from "next/link";

import { BlogCard } from "@/components/blog/blog-card";
import { Section } from "@/components/layout/section";
import { buttonVariants } from "@/components/ui/button-variants";
import { getLatestBlogs } from "@/lib/blog/queries";
import type { BlogCard as BlogCardData } from "@/lib/blog/types";
import { isBuildPhase } from "@/lib/env";
import { NOT_CACHED } from "@/lib/cache/not-cached.mjs";
import { logEvent } from "@/lib/log/logger";
import { ScrollStrip } from "./scroll-strip";

/** The home page's "Latest from the blog": the three newest posts and a link to them all. */
export function LatestPosts() {
  return (
    <Section
      title="Latest from the blog"
      intro="Notes from our engineers on what we build and how."
      dense
    >
      <PostStrip />
      <div className="mt-8 text-center sm:mt-10">
        <Link href="/blogs" className={buttonVariants({ variant: "outline" })}>
          View all posts <ArrowRightIcon aria-hidden />
        </Link>
      </div>
    </Section>
  );
}

/**
 * The three newest posts, rendered on the server from the cached, tagged list (lib/blog/queries.ts),
 * so the home page's HTML links them (crawlers follow links they can read) and the browser fetches
 * nothing for them. The page is cached whole and regenerated when the list's tag expires. The build
 * reads no database: its render is a placeholder that is never served (page-cache-handler.mjs).
 */
async function PostStrip() {
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
    <ScrollStrip
      items={posts.map((post) => ({
        key: String(post.id),
        node: <BlogCard post={post} headingLevel="h3" />,
      }))}
    />
  );
}
