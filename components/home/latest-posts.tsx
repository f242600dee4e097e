import { ArrowRightIcon } from "lucide-react";
import Link from "next/link";

import { GeneratedCover } from "@/components/blog/generated-cover";
import { PostCover } from "@/components/blog/post-cover";
import { keepCompounds } from "@/components/ui/keep-compounds";
import { buttonVariants } from "@/components/ui/button-variants";
import { getLatestBlogs } from "@/lib/blog/queries";
import type { BlogCard as BlogCardData } from "@/lib/blog/types";
import { isBuildPhase } from "@/lib/env";
import { formatLongDate } from "@/lib/format";
import { tagLabel } from "@/lib/blog/tag-label";
import { NOT_CACHED } from "@/lib/cache/not-cached.mjs";
import { logEvent } from "@/lib/log/logger";
import { SplitSection } from "@/components/layout/split-section";

/** The home page's "Latest from the blog": three recent posts as a list, and a link to them all. */
export function LatestPosts() {
  return (
    <SplitSection
      dense
      title="Latest from the blog"
      intro="Notes from our engineers on what we build and how."
      aside={
        <Link href="/blogs" className={buttonVariants({ variant: "outline" })}>
          View all posts <ArrowRightIcon aria-hidden />
        </Link>
      }
    >
      <PostList />
    </SplitSection>
  );
}

/**
 * The newest complete posts (lib/blog/repository.ts latestBlogs: a summary, and a cover if
 * imported), rendered on the server from the cached, tagged list (lib/blog/queries.ts), so the home
 * page's HTML links them and the browser fetches nothing for them. The page is cached whole and
 * regenerated when the list's tag expires. The build reads no database: its render is a
 * placeholder that is never served (page-cache-handler.mjs).
 */
async function PostList() {
  if (isBuildPhase) return null;
  let posts: BlogCardData[];
  try {
    posts = await getLatestBlogs(3);
  } catch (error) {
    logEvent("error", "latest posts failed", { error: String(error).split("\n")[0] });
    return (
      <p {...NOT_CACHED} className="text-muted-foreground">
        Our latest articles are on the blog.
      </p>
    );
  }
  if (posts.length === 0) {
    return <p className="text-muted-foreground">Our first articles are on their way.</p>;
  }
  return (
    <ul className="border-b">
      {posts.map((post) => (
        <li key={post.id} className="border-t">
          <PostRow post={post} />
        </li>
      ))}
    </ul>
  );
}

/**
 * One post as a row: from 640 px its cover as a thumbnail beside the date, title and summary; on a
 * phone the date and the linked title only (the summary and the Read More link make a row twice
 * as tall, and the title is the same link).
 */
function PostRow({ post }: { post: BlogCardData }) {
  const href = `/blogs/${post.slug}`;
  return (
    <article className="grid gap-x-6 py-4 sm:grid-cols-[11rem_1fr] sm:py-6">
      <div className="hidden self-start overflow-hidden rounded-lg border sm:block">
        {post.imageUrl ? (
          <PostCover src={post.imageUrl} alt="" sizes="176px" />
        ) : (
          <GeneratedCover title={post.title} category={post.category} />
        )}
      </div>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">
          <time dateTime={post.createdAt.toISOString()}>{formatLongDate(post.createdAt)}</time>
          {post.category ? <span> · {tagLabel(post.category)}</span> : null}
        </p>
        <h3 className="card-title mt-1 line-clamp-2 text-pretty">
          <Link href={href} className="hover:underline">
            {keepCompounds(post.title)}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-2 text-sm leading-relaxed text-pretty text-muted-foreground max-sm:hidden">
          {post.summary}
        </p>
        <Link
          href={href}
          className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline max-sm:hidden"
        >
          {/* The title in the link's own text, not only an aria-label: crawlers read text. */}
          Read More<span className="sr-only"> about {post.title}</span>
          <ArrowRightIcon className="size-4" aria-hidden />
        </Link>
      </div>
    </article>
  );
}
