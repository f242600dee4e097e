import type { Metadata } from "next";
import { cacheLife, cacheTag } from "next/cache";
import { notFound } from "next/navigation";
import { connection } from "next/server";

import { FlashToast } from "@/components/admin/flash-toast";
import { BlogPost } from "@/components/blog/blog-post";
import { JsonLd } from "@/components/seo/json-ld";
import { getBlog, getLatestBlogs } from "@/lib/blog/queries";
import { cacheTags } from "@/lib/cache/tags";
import { blogPostMetadata } from "@/lib/seo/blog-metadata";
import { blogPostingJsonLd } from "@/lib/seo/blog-structured-data";
import { breadcrumbJsonLd, homeCrumb } from "@/lib/seo/structured-data";

/**
 * The newest posts get their shell (layout, metadata) pre-rendered at build; the post itself is
 * rendered per request from the cached, tagged read (no query per request), so it carries the
 * request's CSP nonce: posts show third-party content (docs/security.md). Cache Components requires
 * at least one param, so an empty blog contributes a placeholder that renders the not-found page.
 */
export async function generateStaticParams() {
  const posts = await getLatestBlogs(24);
  return posts.length ? posts.map((p) => ({ slug: p.slug })) : [{ slug: "no-posts-yet" }];
}

export async function generateMetadata({ params }: PageProps<"/blogs/[slug]">): Promise<Metadata> {
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
 * sanitizing) the article again, which made a per-request post cost ~10× a cached one.
 */
async function PostView({ slug }: { slug: string }) {
  "use cache";
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
