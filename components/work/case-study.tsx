import { ArrowLeftIcon, ExternalLinkIcon, QuoteIcon } from "lucide-react";
import Link from "next/link";

import { PostCover } from "@/components/blog/post-cover";
import { CaseStudyTestimonials } from "@/components/testimonials/testimonials";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { sanitizePostHtml } from "@/lib/publishing/sanitize";
import { coverFallbackAlt } from "@/lib/imagery/committed-covers";
import { categoryLabel, serviceName } from "@/lib/work/labels";
import type { PublicTestimonial } from "@/lib/testimonials/repository";
import type { CaseStudy, CaseStudyCard } from "@/lib/work/types";
import { WorkCard } from "./work-card";
import { WorkGallery } from "./work-gallery";

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
  return (
    <article className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <Link href="/work" className={buttonVariants({ variant: "ghost", className: "-ml-3" })}>
        <ArrowLeftIcon aria-hidden /> Back to Our Work
      </Link>
      <header className="mt-6 grid gap-4">
        <ul className="flex flex-wrap gap-2" aria-label="Categories">
          {study.categories.map((id) => (
            <li key={id}>
              <Link href={`/work/category/${id}`}>
                <Badge variant="outline">{categoryLabel(id)}</Badge>
              </Link>
            </li>
          ))}
        </ul>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {study.title}
        </h1>
        {study.client ? <p className="text-muted-foreground">Client: {study.client}</p> : null}
        <p className="text-lg leading-relaxed text-muted-foreground">{study.summary}</p>
      </header>
      {study.coverUrl ? (
        <PostCover
          src={study.coverUrl}
          alt={study.coverAlt || { fallback: coverFallbackAlt(study.coverUrl) }}
          sizes="(min-width: 1024px) 976px, 100vw"
          priority
          className="mt-8 rounded-xl"
        />
      ) : null}
      {study.results.length ? (
        <section aria-labelledby="results" className="mt-12">
          <h2 id="results" className="text-2xl font-semibold">
            Results
          </h2>
          <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {study.results.map((r, i) => (
              <div key={i} className="rounded-xl border bg-card p-5 shadow-sm">
                <dt className="text-sm text-muted-foreground">{r.label}</dt>
                <dd className="mt-1 text-3xl font-bold text-primary">{r.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {SECTIONS.map(([key, title]) => {
        const html = sanitizePostHtml(study[key]).trim();
        return html ? (
          <section key={key} aria-labelledby={key} className="mt-12">
            <h2 id={key} className="text-2xl font-semibold">
              {title}
            </h2>
            {/* Safe: sanitized with the blog's allow-list (and when stored). */}
            <div className="post-content mt-4" dangerouslySetInnerHTML={{ __html: html }} />
          </section>
        ) : null;
      })}
      <aside className="mt-12 grid gap-6 rounded-xl border bg-card p-6 sm:grid-cols-2">
        {study.services.length ? (
          <div>
            <h2 className="font-semibold">Services</h2>
            <ul className="mt-2 grid gap-1">
              {study.services.map((id) => (
                <li key={id}>
                  <Link href={`/services/${id}`} className="text-primary hover:underline">
                    {serviceName(id)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {study.technologies.length ? (
          <div>
            <h2 className="font-semibold">Technologies</h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {study.technologies.map((t) => (
                <li key={t}>
                  <Badge variant="secondary">{t}</Badge>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {study.liveUrl ? (
          <a
            href={study.liveUrl}
            target="_blank"
            rel="noopener nofollow"
            className="inline-flex items-center gap-1 text-primary hover:underline"
          >
            See it live <ExternalLinkIcon className="size-4" aria-hidden />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : null}
      </aside>
      {study.gallery.length ? (
        <section aria-labelledby="gallery" className="mt-12">
          <h2 id="gallery" className="mb-4 text-2xl font-semibold">
            Gallery
          </h2>
          <WorkGallery images={study.gallery} />
        </section>
      ) : null}
      {study.testimonialQuote ? (
        <figure className="mt-12 rounded-xl border bg-card p-8">
          <QuoteIcon className="size-8 text-primary" aria-hidden />
          <blockquote className="mt-3 text-lg leading-relaxed">{study.testimonialQuote}</blockquote>
          {study.testimonialName ? (
            <figcaption className="mt-4 text-sm text-muted-foreground">
              <span className="font-medium text-foreground">{study.testimonialName}</span>
              {study.testimonialRole ? `, ${study.testimonialRole}` : ""}
            </figcaption>
          ) : null}
        </figure>
      ) : null}
      <CaseStudyTestimonials items={testimonials} />
      <div className="mt-12 flex flex-wrap justify-center gap-3">
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
      {related.length ? (
        <section aria-labelledby="related" className="mt-16">
          <h2 id="related" className="text-2xl font-semibold">
            Related case studies
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((r) => (
              <li key={r.id} className="flex">
                <WorkCard study={r} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
