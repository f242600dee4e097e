import { ArrowDownIcon, QuoteIcon } from "lucide-react";
import Link from "next/link";

import { Portrait } from "@/components/team/portrait";
import type { PublicTestimonial } from "@/lib/testimonials/repository";
import { cn } from "@/lib/utils";
import { Tile } from "./proof-tiles";

/**
 * The quote the proof tile sets apart: the last of the home page's quotes (staff sort the ones they
 * want first), only when at least one other is left for "What Our Clients Say". That list leaves it
 * out from 640 px, where the tile shows, so no quote is on the page twice.
 */
export function tileQuote<T>(quotes: readonly T[] | null | undefined): T | undefined {
  return quotes && quotes.length > 1 ? quotes.at(-1) : undefined;
}

/**
 * A client's words when there are published ones, with how many are quoted on the page (the
 * testimonials below, `#clients`): a count the visitor can check, not a rating nobody can. With
 * none published, the promise a quote would have backed. From `sm` up: on a phone "What Our
 * Clients Say" follows with every quote, and the page stays short.
 */
export function QuoteTile({
  quote,
  quoted,
  className,
}: {
  quote?: PublicTestimonial;
  /** How many other testimonials the page shows below. */
  quoted: number;
  className?: string;
}) {
  if (!quote) {
    return (
      <Tile className={cn("justify-end", className)}>
        <p className="font-display text-stat font-semibold text-primary">100%</p>
        <p className="mt-2 text-sm text-pretty text-muted-foreground">
          of the code is yours: the repository, the designs and every account are in your name from
          the first day.
        </p>
      </Tile>
    );
  }
  const about = [quote.personRole, quote.company].filter(Boolean).join(", ");
  return (
    <Tile className={className}>
      <figure className="flex-1">
        <QuoteIcon className="size-6 text-primary" aria-hidden />
        <blockquote className="mt-3 line-clamp-5 text-lg leading-relaxed text-pretty">
          “{quote.quote}”
        </blockquote>
        <figcaption className="mt-4 flex items-center gap-3 text-sm">
          <Portrait name={quote.personName} photo={quote.portrait} px={40} className="size-10" />
          <span>
            <span className="block font-semibold">{quote.personName}</span>
            {about ? <span className="block text-muted-foreground">{about}</span> : null}
          </span>
        </figcaption>
      </figure>
      <p className="mt-4 border-t pt-4 text-sm">
        <Link
          href="#clients"
          className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
        >
          {quoted} more {quoted === 1 ? "client" : "clients"} quoted by name, below
          <ArrowDownIcon className="size-4" aria-hidden />
        </Link>
      </p>
    </Tile>
  );
}
