import { ArrowRightIcon, QuoteIcon, StarIcon } from "lucide-react";
import Link from "next/link";

import { claims, industries, rating } from "@/content/company";
import type { PublicTestimonial } from "@/lib/testimonials/repository";
import type { CaseStudyCard } from "@/lib/work/types";
import { cn } from "@/lib/utils";

/** One bento cell: a card surface; `className` sets its span in the grid (components/home/proof.tsx). */
export function Tile({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <div className={cn("flex flex-col rounded-2xl border bg-card p-4 shadow-sm sm:p-6", className)}>
      {children}
    </div>
  );
}

/** The headline number on the brand band: what we have shipped, for whom. */
export function LeadTile({ className }: { className?: string }) {
  return (
    <div
      className={cn(
        "relative isolate flex flex-col justify-between gap-4 overflow-hidden rounded-2xl bg-band p-5 text-band-foreground shadow-sm sm:gap-6 sm:p-8",
        className,
      )}
    >
      <svg
        viewBox="0 0 200 200"
        className="absolute -right-20 -bottom-24 -z-10 size-80 opacity-20"
        fill="none"
        stroke="currentColor"
        aria-hidden
      >
        {[34, 56, 78, 100].map((r) => (
          <circle key={r} cx="100" cy="100" r={r} strokeWidth="1.5" />
        ))}
      </svg>
      <p>
        <span className="block font-display text-display font-semibold">{claims.projects}</span>
        <span className="mt-1 block font-medium sm:mt-2 sm:text-lg">
          products shipped since {claims.founded}
        </span>
      </p>
      <div>
        <p className="text-sm text-band-muted">The teams we build for</p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {industries.map((industry) => (
            <li key={industry} className="rounded-full bg-band-foreground/15 px-2.5 py-0.5 text-sm">
              {industry}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export function StatTile({
  value,
  label,
  className,
}: {
  value: string;
  label: string;
  className?: string;
}) {
  return (
    <Tile className={cn("justify-end p-3 sm:p-6", className)}>
      <p className="font-display text-2xl font-semibold break-words text-primary sm:text-stat">
        {value}
      </p>
      <p className="mt-2 text-sm text-muted-foreground">{label}</p>
    </Tile>
  );
}

function Stars() {
  return (
    <span className="flex text-warning" aria-hidden>
      {Array.from({ length: rating.best }, (_, i) => (
        <StarIcon key={i} className="size-4 fill-current" />
      ))}
    </span>
  );
}

/**
 * A client's words when there are published ones, always with the rating they add up to. On a
 * phone only the rating: "What Our Clients Say" follows with every quote, and the page stays short.
 */
export function QuoteTile({ quote, className }: { quote?: PublicTestimonial; className?: string }) {
  const about = quote ? [quote.personRole, quote.company].filter(Boolean).join(", ") : "";
  return (
    <Tile className={className}>
      {quote ? (
        <figure className="hidden flex-1 sm:block">
          <QuoteIcon className="size-6 text-primary" aria-hidden />
          <blockquote className="mt-3 line-clamp-5 text-lg leading-relaxed text-pretty">
            “{quote.quote}”
          </blockquote>
          <figcaption className="mt-3 text-sm">
            <span className="font-semibold">{quote.personName}</span>
            {about ? <span className="text-muted-foreground">, {about}</span> : null}
          </figcaption>
        </figure>
      ) : (
        <p className="hidden flex-1 font-display text-stat font-semibold text-primary sm:block">
          {rating.value}
        </p>
      )}
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm sm:mt-4 sm:border-t sm:pt-4">
        <Stars />
        <span>
          Rated <strong>{rating.value}</strong> out of {rating.best} from {rating.count} reviews
        </span>
      </p>
    </Tile>
  );
}

/** One case study's headline result, linked: proof with a source. Demo studies say so. */
export function CaseStudyTile({ study, className }: { study: CaseStudyCard; className?: string }) {
  const result = study.results[0];
  return (
    <Tile className={cn("gap-4 sm:flex-row sm:items-end sm:justify-between", className)}>
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
          Case study · {study.client}
          {study.isSample ? " · Demo content" : ""}
        </p>
        {result ? (
          <p className="mt-2">
            <span className="font-display text-stat font-semibold text-primary">
              {result.value}
            </span>{" "}
            <span className="text-muted-foreground">{result.label}</span>
          </p>
        ) : null}
        <p className="mt-2 line-clamp-2 max-w-2xl text-sm text-pretty">{study.summary}</p>
      </div>
      <Link
        href={`/work/${study.slug}`}
        className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        Read how<span className="sr-only">: {study.title}</span>
        <ArrowRightIcon className="size-4" aria-hidden />
      </Link>
    </Tile>
  );
}
