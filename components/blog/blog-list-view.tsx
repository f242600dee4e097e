import { BlogResults } from "@/components/blog/blog-results";
import { BlogSearch } from "@/components/blog/blog-search";
import { StaffBlogTools } from "@/components/blog/staff-blog-tools";
import { PageHero } from "@/components/layout/page-hero";
import { JsonLd } from "@/components/seo/json-ld";
import { breadcrumbJsonLd, homeCrumb } from "@/lib/seo/structured-data";

/**
 * The blog list: the cached pages (`/blogs`, `/blogs/page/N`) and the per-request search render
 * the same view. Nothing in it depends on the visitor: the staff tools ask the server themselves.
 */
export function BlogListView({ q, page }: { q: string; page: number }) {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([homeCrumb, { name: "Blog", path: "/blogs" }])} />
      <PageHero
        title="Tech Blog Hub"
        lead="Articles from our engineers on web, mobile and AI development."
      >
        <BlogSearch key={q} initialQuery={q} />
        <StaffBlogTools />
      </PageHero>
      <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6" aria-label="Posts">
        <BlogResults q={q} page={page} />
      </section>
    </>
  );
}
