import { NewspaperIcon } from "lucide-react";

import { PageHero } from "@/components/layout/page-hero";
import { JsonLd } from "@/components/seo/json-ld";
import { seoPageMetadata } from "@/lib/seo/metadata";
import { breadcrumbJsonLd, homeCrumb } from "@/lib/seo/structured-data";

export const metadata = seoPageMetadata("/blogs");

export default function BlogsPage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([homeCrumb, { name: "Blog", path: "/blogs" }])} />
      <PageHero
        title="Tech Blog Hub"
        lead="Articles from our engineers on web, mobile and AI development."
      />
      <div className="mx-auto max-w-xl px-4 py-20 text-center">
        <NewspaperIcon className="mx-auto size-10 text-muted-foreground" aria-hidden />
        <h2 className="mt-4 text-2xl font-semibold">No blogs found</h2>
        <p className="mt-2 text-muted-foreground">
          Our first articles are on their way. Check back soon.
        </p>
      </div>
    </>
  );
}
