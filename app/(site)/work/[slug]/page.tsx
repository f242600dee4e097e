import type { Metadata } from "next";
import { cacheLife, cacheTag } from "next/cache";
import { notFound } from "next/navigation";

import { FlashToast } from "@/components/admin/flash-toast";
import { JsonLd } from "@/components/seo/json-ld";
import { CaseStudyView } from "@/components/work/case-study";
import { WorkUnavailable } from "@/components/work/work-unavailable";
import { cacheTags } from "@/lib/cache/tags";
import { logEvent } from "@/lib/log/logger";
import { getCaseStudyTestimonials } from "@/lib/testimonials/queries";
import { breadcrumbJsonLd, homeCrumb } from "@/lib/seo/structured-data";
import { caseStudyJsonLd, caseStudyMetadata } from "@/lib/seo/work-seo";
import { getCaseStudy, getRelatedWork } from "@/lib/work/queries";
import { slugArg } from "@/lib/publishing/query-args";

/**
 * Each case study is a page-cache entry, as a post is (app/(site)/blogs/[slug]/page.tsx): rendered
 * on its first request, served from the cache after that, rendered again when a write expires its
 * tag, its policy the hashes of its own inline scripts. The proxy answers unknown and unpublished
 * slugs 404 before this renders (lib/proxy/blog-not-found.ts). The build knows no case study: a
 * placeholder param that no request will find.
 */
const BUILD_SHELL = "__build-shell__";
export function generateStaticParams() {
  return [{ slug: BUILD_SHELL }];
}
export const unstable_paramMatching = { slug: "blocking" };

async function findStudy(slug: string) {
  if (slug === BUILD_SHELL) return null;
  try {
    return await getCaseStudy(slug);
  } catch (error) {
    logEvent("error", "case study read failed", { slug, error: String(error).split("\n")[0] });
    return "unavailable" as const;
  }
}

export async function generateMetadata({ params }: PageProps<"/work/[slug]">): Promise<Metadata> {
  const study = await findStudy((await params).slug);
  if (study && study !== "unavailable") return caseStudyMetadata(study);
  return { title: study ? "Unavailable" : "Case study not found", robots: { index: false } };
}

export default async function CaseStudyPage({ params }: PageProps<"/work/[slug]">) {
  const { slug } = await params;
  const study = await findStudy(slug);
  if (study === "unavailable") return <WorkUnavailable />;
  if (!study) notFound();
  return (
    <>
      <StudyView slug={slug} />
      <FlashToast />
    </>
  );
}

/** The rendered case study, cached under its tag and the list's (its related ones). */
async function StudyView(props: { slug: string }) {
  "use cache";
  const slug = slugArg((props as { slug?: unknown } | null)?.slug);
  if (slug === null) return null;
  cacheTag(cacheTags.work(slug), cacheTags.workList);
  cacheLife("hours");
  const [study, related] = await Promise.all([getCaseStudy(slug), getRelatedWork(slug)]);
  if (!study) return null;
  // Tagged with the testimonials' list: a testimonial linked here, or no longer, renders it again.
  const testimonials = await getCaseStudyTestimonials(study.id);
  return (
    <>
      <JsonLd data={caseStudyJsonLd(study)} />
      <JsonLd
        data={breadcrumbJsonLd([
          homeCrumb,
          { name: "Our Work", path: "/work" },
          { name: study.title, path: `/work/${study.slug}` },
        ])}
      />
      <CaseStudyView study={study} related={related} testimonials={testimonials} />
    </>
  );
}
