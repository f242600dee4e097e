import { PageHero } from "@/components/layout/page-hero";
import { JsonLd } from "@/components/seo/json-ld";
import { WorkList } from "@/components/work/work-list";
import { seoPageMetadata } from "@/lib/seo/metadata";
import { breadcrumbJsonLd, homeCrumb } from "@/lib/seo/structured-data";

export const metadata = seoPageMetadata("/work");

/**
 * All published case studies, served from the page cache and rendered again when a write expires
 * the list's tag. `?category=` is redirected to /work/category/{id} by the proxy
 * (lib/proxy/work-list.ts), so this page reads no query.
 */
export default function WorkPage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([homeCrumb, { name: "Our Work", path: "/work" }])} />
      <PageHero
        variant="split"
        title="Our Work"
        lead="Web platforms, SaaS products, mobile apps and AI features we have designed, built and support."
      />
      <WorkList category="all" />
    </>
  );
}
