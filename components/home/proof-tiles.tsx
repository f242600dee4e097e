import { ArrowRightIcon } from "lucide-react";
import Link from "next/link";

import { claims, industries } from "@/content/company";
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

/** The spec's three reasons in one tile, side by side under rules: read as one argument. */
export function ReasonsTile({
  reasons,
  className,
}: {
  reasons: readonly { title: string; description: string }[];
  className?: string;
}) {
  return (
    <Tile className={cn("p-0 sm:p-0", className)}>
      <ul className="grid divide-y md:grid-cols-3 md:divide-x md:divide-y-0">
        {reasons.map((reason) => (
          <li key={reason.title} className="p-4 sm:p-6">
            <h3 className="card-title text-pretty">{reason.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-pretty text-muted-foreground">
              {reason.description}
            </p>
          </li>
        ))}
      </ul>
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
