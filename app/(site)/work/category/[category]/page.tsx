import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { PageHero } from "@/components/layout/page-hero";
import { JsonLd } from "@/components/seo/json-ld";
import { WorkList } from "@/components/work/work-list";
import { getSeoPage } from "@/content/seo-pages";
import { WORK_CATEGORIES } from "@/lib/work/fields";
import { categoryLabel, isWorkCategory } from "@/lib/work/labels";
import { pageMetadata } from "@/lib/seo/metadata";
import { breadcrumbJsonLd, homeCrumb } from "@/lib/seo/structured-data";

/**
 * One page per filter category: shareable, crawlable, and the filter works without JavaScript.
 * Any other category is answered 404 by the proxy before rendering (lib/proxy/work-list.ts).
 */
export function generateStaticParams() {
  return WORK_CATEGORIES.map((category) => ({ category }));
}

// A page-cache entry rendered again when a case study is written (lib/publishing/content-types.mjs):
// like a post's page, it renders blocking on request rather than from a fallback shell.
export const unstable_paramMatching = { category: "blocking" };

export async function generateMetadata({
  params,
}: PageProps<"/work/category/[category]">): Promise<Metadata> {
  const { category } = await params;
  const label = categoryLabel(category);
  return pageMetadata({
    title: `${label} case studies`,
    description:
      `${label} projects we have designed, built and support. ${getSeoPage("/work").description}`.slice(
        0,
        160,
      ),
    path: `/work/category/${category}`,
  });
}

export default async function WorkCategoryPage({ params }: PageProps<"/work/category/[category]">) {
  const { category } = await params;
  if (!isWorkCategory(category)) notFound();
  const label = categoryLabel(category);
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          homeCrumb,
          { name: "Our Work", path: "/work" },
          { name: label, path: `/work/category/${category}` },
        ])}
      />
      <PageHero
        variant="split"
        title="Our Work"
        lead={`${label}: projects we have designed, built and support.`}
      />
      <WorkList category={category} />
    </>
  );
}
