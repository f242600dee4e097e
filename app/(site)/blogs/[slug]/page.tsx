import type { Metadata } from "next";
import { cacheLife, cacheTag } from "next/cache";
import { notFound } from "next/navigation";
import { connection } from "next/server";

import { FlashToast } from "@/components/admin/flash-toast";
import { BlogPost } from "@/components/blog/blog-post";
import { JsonLd } from "@/components/seo/json-ld";
import { getBlog } from "@/lib/blog/queries";
import { slugArg } from "@/lib/blog/query-args";
import { cacheTags } from "@/lib/cache/tags";
import { blogPostMetadata } from "@/lib/seo/blog-metadata";
import { blogPostingJsonLd } from "@/lib/seo/blog-structured-data";
import { breadcrumbJsonLd, homeCrumb } from "@/lib/seo/structured-data";

/**
 * The build pre-renders one shell (layout and loading state) and never a post: its database is not
 * production's. Cache Components requires at least one param, so the shell is built for a
 * placeholder slug that no request will find. The post and its metadata are rendered per request
 * from the cached, tagged read (no query per request), so the page carries the request's CSP
 * nonce: posts show third-party content (docs/security.md).
 */
export function generateStaticParams() {
  return [{ slug: "__build-shell__" }];
}

export async function generateMetadata({ params }: PageProps<"/blogs/[slug]">): Promise<Metadata> {
  await connection(); // read at request time, as the post itself
  const post = await getBlog((await params).slug);
  return post ? blogPostMetadata(post) : { title: "Blog not found", robots: { index: false } };
}

export default async function BlogPostPage({ params }: PageProps<"/blogs/[slug]">) {
  await connection(); // loading.tsx ("Loading blog...") is the shell's placeholder
  const { slug } = await params;
  if (!(await getBlog(slug))) notFound();
  return (
    <>
      <PostView slug={slug} />
      {/* "Blog created successfully!" after the staff form lands here */}
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
