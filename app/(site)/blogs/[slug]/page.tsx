import type { Metadata } from "next";
import { cacheLife, cacheTag } from "next/cache";
import { notFound } from "next/navigation";

import { FlashToast } from "@/components/admin/flash-toast";
import { BlogPost } from "@/components/blog/blog-post";
import { PostUnavailable } from "@/components/blog/post-unavailable";
import { JsonLd } from "@/components/seo/json-ld";
import { getBlog } from "@/lib/blog/queries";
import { slugArg } from "@/lib/publishing/query-args";
import { cacheTags } from "@/lib/cache/tags";
import { logEvent } from "@/lib/log/logger";
import { blogPostMetadata } from "@/lib/seo/blog-metadata";
import { postShareImageFacts } from "@/lib/seo/post-share-image";
import { blogPostingJsonLd } from "@/lib/seo/blog-structured-data";
import { breadcrumbJsonLd, homeCrumb } from "@/lib/seo/structured-data";

/**
 * Each post is a page-cache entry: rendered on its first request (the visitor waits for it: no
 * fallback shell, whose per-request part would stream scripts the cached page's policy does not
 * list), served from the cache after that, and rendered again once a write expires its tag
 * (lib/cache/tags.ts). Its policy is the hashes of its own inline scripts, computed as the entry
 * is stored (lib/cache/page-cache-handler.mjs, docs/security.md). The build reads no database and
 * so knows no post: Cache Components requires at least one param, hence a placeholder slug that no
 * request will find (the proxy answers it 404) and whose render reads nothing.
 */
const BUILD_SHELL = "__build-shell__";
export function generateStaticParams() {
  return [{ slug: BUILD_SHELL }];
}
export const unstable_paramMatching = { slug: "blocking" };

/** The post, null when there is none, or "unavailable" when the database cannot be asked. */
async function findPost(slug: string) {
  if (slug === BUILD_SHELL) return null;
  try {
    return await getBlog(slug);
  } catch (error) {
    logEvent("error", "post read failed", { slug, error: String(error).split("\n")[0] });
    return "unavailable" as const;
  }
}

export async function generateMetadata({ params }: PageProps<"/blogs/[slug]">): Promise<Metadata> {
  const post = await findPost((await params).slug);
  if (post && post !== "unavailable") {
    return blogPostMetadata(post, await postShareImageFacts(post));
  }
  return { title: post ? "Blog unavailable" : "Blog not found", robots: { index: false } };
}

export default async function BlogPostPage({ params }: PageProps<"/blogs/[slug]">) {
  const { slug } = await params;
  const post = await findPost(slug);
  if (post === "unavailable") return <PostUnavailable />;
  if (!post) notFound();
  return (
    <>
      <PostView slug={slug} />
      {/* "Blog created successfully!" after the staff form lands here, and on no other page */}
      <FlashToast />
    </>
  );
}

/**
 * The rendered post, cached under the post's tag: a request replays it instead of rendering (and
 * sanitizing) the article again, which made a per-request post cost ~10× a cached one. A cached
 * function is reachable by reference id with any props, so the slug is checked before it names
 * a cache tag.
 */
async function PostView(props: { slug: string }) {
  "use cache";
  const slug = slugArg((props as { slug?: unknown } | null)?.slug);
  if (slug === null) return null;
  cacheTag(cacheTags.post(slug));
  cacheLife("hours");
  const post = await getBlog(slug);
  if (!post) return null; // deleted between the check above and this render
  return (
    <>
      <JsonLd data={blogPostingJsonLd(post)} />
      <JsonLd
        data={breadcrumbJsonLd([
          homeCrumb,
          { name: "Blog", path: "/blogs" },
          { name: post.title, path: `/blogs/${post.slug}` },
        ])}
      />
      <BlogPost post={post} />
    </>
  );
}
