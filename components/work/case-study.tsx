import { ArrowLeftIcon } from "lucide-react";
import Link from "next/link";

import { PostCover } from "@/components/blog/post-cover";
import { CaseStudyTestimonials } from "@/components/testimonials/testimonials";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { sanitizePostHtml } from "@/lib/publishing/sanitize";
import { coverFallbackAlt } from "@/lib/imagery/committed-covers";
import { categoryLabel } from "@/lib/work/labels";
import type { PublicTestimonial } from "@/lib/testimonials/repository";
import type { CaseStudy, CaseStudyCard } from "@/lib/work/types";
import { CaseStudyFacts, CaseStudyQuote, CaseStudyResults } from "./case-study-facts";
import { DemoBadge } from "@/components/ui/demo-badge";
import { ScreenGallery, ScreenHero, splitScreens } from "./screen-showcase";
import { RelatedStudies } from "./related-studies";
import { WorkGallery } from "./work-gallery";
import { keepCompounds } from "@/components/ui/keep-compounds";

/** The reading column: a 44rem measure (about 70 characters), the blog post's (docs/design.md). */
const COLUMN = "mx-auto max-w-[47rem] px-4 sm:px-6";

const SECTIONS = [
  ["challenge", "The challenge"],
  ["approach", "Our approach"],
  ["outcome", "The outcome"],
] as const;

/**
 * A case study page (/work/{slug}), and its staff preview: the stored section HTML is sanitized
 * again here, whatever wrote it, with the blog's allow-list.
 */
export function CaseStudyView({
  study,
  related,
  testimonials = [],
}: {
  study: CaseStudy;
  related: readonly CaseStudyCard[];
  /** Staff-managed testimonials linked to this case study (beside its own quote, if any). */
  testimonials?: readonly PublicTestimonial[];
}) {
  const firstService = study.services[0];
  const { screens, uploads } = splitScreens(study.gallery);
  const host = `${(study.client ?? "app").toLowerCase().replace(/[^a-z0-9]+/g, "")}.example`;
  return (
    <article className="py-12 sm:py-16">
      <div className={COLUMN}>
        <Link href="/work" className={buttonVariants({ variant: "ghost", className: "-ml-3" })}>
          <ArrowLeftIcon aria-hidden /> Back to Our Work
        </Link>
        <header className="mt-6 grid gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <ul className="flex flex-wrap gap-2" aria-label="Categories">
              {study.categories.map((id) => (
                <li key={id}>
                  <Link href={`/work/category/${id}`}>
                    <Badge variant="outline">{categoryLabel(id)}</Badge>
                  </Link>
                </li>
              ))}
            </ul>
            {study.isSample ? <DemoBadge /> : null}
          </div>
          <h1 className="text-h1 font-semibold text-balance">{keepCompounds(study.title)}</h1>
          {study.client ? <p className="text-muted-foreground">Client: {study.client}</p> : null}
          <p className="text-lg leading-relaxed text-muted-foreground">{study.summary}</p>
        </header>
      </div>
      {screens.length ? (
        <div className="mx-auto mt-10 max-w-7xl px-4 sm:px-6">
          <ScreenHero screens={screens} host={host} />
        </div>
      ) : study.coverUrl ? (
        <div className={COLUMN}>
          <PostCover
            src={study.coverUrl}
            alt={study.coverAlt || { fallback: coverFallbackAlt(study.coverUrl) }}
            sizes="(min-width: 768px) 704px, 100vw"
            priority
            className="mt-8 rounded-xl"
          />
        </div>
      ) : null}
      <div className={COLUMN}>
        <CaseStudyResults results={study.results} />
        {SECTIONS.map(([key, title]) => {
          const html = sanitizePostHtml(study[key]).trim();
          return html ? (
            <section key={key} aria-labelledby={key} className="mt-12">
              <h2 id={key} className="text-h2 font-semibold text-balance">
                {title}
              </h2>
              {/* Safe: sanitized with the blog's allow-list (and when stored). */}
              <div className="post-content mt-4" dangerouslySetInnerHTML={{ __html: html }} />
            </section>
          ) : null;
        })}
        <CaseStudyFacts study={study} />
        <ScreenGallery screens={screens} host={host} />
        {uploads.length ? (
          <section aria-labelledby="gallery" className="mt-12">
            <h2 id="gallery" className="mb-4 text-h2 font-semibold text-balance">
              Gallery
            </h2>
            <WorkGallery images={uploads} />
          </section>
        ) : null}
        <CaseStudyQuote study={study} />
        <CaseStudyTestimonials items={testimonials} />
        <div className="mt-12 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link
              href={
                firstService
                  ? `/book-service?service=${encodeURIComponent(firstService)}`
                  : "/book-service"
              }
            >
              Start a similar project
            </Link>
          </Button>
        </div>
      </div>
      <RelatedStudies related={related} />
    </article>
  );
}
