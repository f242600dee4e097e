import { ExternalLinkIcon, QuoteIcon } from "lucide-react";
import Link from "next/link";

import { Badge } from "@/components/ui/badge";
import { serviceName } from "@/lib/work/labels";
import { cn } from "@/lib/utils";
import type { CaseStudy } from "@/lib/work/types";

/**
 * The headline figures set as the other pages set numbers (components/company/stat-list.tsx):
 * large, label under, a hairline above, no cards. Two a row on a phone; from 640 px all in one
 * row when they fit (three or four), so no row is half empty.
 */
export function CaseStudyResults({ results }: { results: CaseStudy["results"] }) {
  if (!results.length) return null;
  return (
    <section aria-labelledby="results" className="mt-12">
      <h2 id="results" className="text-h2 font-semibold text-balance">
        Results
      </h2>
      <dl
        className={cn(
          "mt-6 grid grid-cols-2 gap-x-6 gap-y-8",
          results.length === 3 && "sm:grid-cols-3",
          results.length === 4 && "sm:grid-cols-4",
        )}
      >
        {results.map((r, i) => (
          <div key={i} className="flex min-w-0 flex-col border-t pt-4">
            <dt className="mt-2 text-sm text-pretty text-muted-foreground">{r.label}</dt>
            <dd className="order-first font-display text-4xl leading-none font-semibold tracking-tight">
              {r.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A case study's services, stack and live link. */
export function CaseStudyFacts({ study }: { study: CaseStudy }) {
  return (
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
  );
}

/** The client's own words, when the study has them. */
export function CaseStudyQuote({ study }: { study: CaseStudy }) {
  if (!study.testimonialQuote) return null;
  return (
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
  );
}
