import { BlogSearch } from "@/components/blog/blog-search";
import { StaffBlogTools } from "@/components/blog/staff-blog-tools";
import { PageHero } from "@/components/layout/page-hero";
import { JsonLd } from "@/components/seo/json-ld";
import { breadcrumbJsonLd, homeCrumb } from "@/lib/seo/structured-data";

/**
 * The blog list's hero: the same HTML for everyone (it is part of cached pages). The box takes its
 * query from the address in the browser; the staff tools ask the server in the browser too.
 */
export function BlogListHero() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([homeCrumb, { name: "Blog", path: "/blogs" }])} />
      <PageHero
        variant="surface"
        title="Tech Blog Hub"
        lead="Articles from our engineers on web, mobile and AI development."
      >
        <BlogSearch />
        <StaffBlogTools />
      </PageHero>
    </>
  );
}
