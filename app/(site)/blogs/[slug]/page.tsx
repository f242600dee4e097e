import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { BlogPost } from "@/components/blog/blog-post";
import { JsonLd } from "@/components/seo/json-ld";
import { getBlog, getLatestBlogs } from "@/lib/blog/queries";
import { blogPostMetadata } from "@/lib/seo/blog-metadata";
import { blogPostingJsonLd } from "@/lib/seo/blog-structured-data";
import { breadcrumbJsonLd, homeCrumb } from "@/lib/seo/structured-data";

/**
 * The newest posts are pre-rendered at build (from the build's own copy of the database); any
 * other slug renders on its first request and is then served from the cache like a static page,
 * until a write to that post expires its tag. Cache Components requires at least one param, so an
 * empty blog contributes a placeholder that simply renders the not-found page.
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
  const post = await getBlog((await params).slug);
  if (!post) notFound();
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
