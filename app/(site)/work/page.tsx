import Link from "next/link";

import { PageHero } from "@/components/layout/page-hero";
import { JsonLd } from "@/components/seo/json-ld";
import { Button } from "@/components/ui/button";
import { WorkGallery } from "@/components/work/work-gallery";
import { seoPageMetadata } from "@/lib/seo/metadata";
import { breadcrumbJsonLd, homeCrumb } from "@/lib/seo/structured-data";

export const metadata = seoPageMetadata("/work");

export default function WorkPage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([homeCrumb, { name: "Our Work", path: "/work" }])} />
      <PageHero
        title="Our Work"
        lead="Web platforms, SaaS products, mobile apps and AI features we have designed, built and support."
      />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <WorkGallery />
        <div className="mt-14 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link href="/contact">Start a Project</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/services">View Our Services</Link>
          </Button>
        </div>
      </div>
    </>
  );
}
