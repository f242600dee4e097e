import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { BlogResults } from "@/components/blog/blog-results";
import { MAX_PAGE } from "@/lib/blog/repository";
import { pageMetadata } from "@/lib/seo/metadata";

/**
 * The list's numbered pages at static URLs, each cached like /blogs. The build reads no database,
 * so it knows no page: a placeholder satisfies Cache Components, and every real page is rendered
 * on its first request, the visitor waiting for it (no fallback shell, whose per-request part would
 * stream scripts the cached page's policy does not list: docs/security.md).
 */
export function generateStaticParams() {
  return [{ page: "__build-shell__" }];
}
export const unstable_paramMatching = { page: "blocking" };

const pageNumber = (raw: string) => {
  const n = /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 0;
  return n >= 2 && n <= MAX_PAGE ? n : null;
};

export async function generateMetadata({
  params,
}: PageProps<"/blogs/page/[page]">): Promise<Metadata> {
  const page = pageNumber((await params).page);
  return pageMetadata({
    title: page ? `Tech Blog Hub, page ${page}` : "Page not found",
    description: "Articles from our engineers on web, mobile and AI development.",
    path: page ? `/blogs/page/${page}` : "/blogs",
    noindex: !page,
  });
}

export default async function BlogListPage({ params }: PageProps<"/blogs/page/[page]">) {
  const page = pageNumber((await params).page);
  if (!page) notFound(); // page 1 is /blogs (the proxy redirects ?page=1 there)
  return <BlogResults q="" page={page} />;
}
