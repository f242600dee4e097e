import { Suspense } from "react";

import { BlogResults } from "@/components/blog/blog-results";
import { BlogSearch } from "@/components/blog/blog-search";
import { BlogSearchSlot } from "@/components/blog/blog-search-slot";
import { StaffBlogTools } from "@/components/blog/staff-blog-tools";
import { PageHero } from "@/components/layout/page-hero";
import { JsonLd } from "@/components/seo/json-ld";
import { Spinner } from "@/components/ui/spinner";
import { seoPageMetadata } from "@/lib/seo/metadata";
import { breadcrumbJsonLd, homeCrumb } from "@/lib/seo/structured-data";

export const metadata = seoPageMetadata("/blogs");

export default function BlogsPage({ searchParams }: PageProps<"/blogs">) {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([homeCrumb, { name: "Blog", path: "/blogs" }])} />
      <PageHero
        title="Tech Blog Hub"
        lead="Articles from our engineers on web, mobile and AI development."
      >
        <Suspense fallback={<BlogSearch initialQuery="" />}>
          <BlogSearchSlot searchParams={searchParams} />
        </Suspense>
        <Suspense fallback={null}>
          <StaffBlogTools />
        </Suspense>
      </PageHero>
      <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6" aria-label="Posts">
        {/* A screen tall: the footer stays out of view until the list arrives (no layout shift). */}
        <Suspense
          fallback={
            <div className="min-h-[100svh]">
              <Spinner label="Loading blogs..." className="py-16" />
            </div>
          }
        >
          <BlogResults searchParams={searchParams} />
        </Suspense>
      </section>
    </>
  );
}
