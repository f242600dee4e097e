import Link from "next/link";

import { Portrait } from "@/components/team/portrait";
import type { PublicTestimonial } from "@/lib/testimonials/repository";
import { cn } from "@/lib/utils";

const SIZES = {
  // A service page's proof: display type across most of the column.
  large: {
    figure: "pl-6 sm:pl-8",
    quote: "font-display text-2xl leading-snug tracking-tight sm:text-3xl",
    caption: "mt-6 gap-4",
    portrait: { px: 48, className: "size-12" },
  },
  // The home page's row of quotes: the captions line up along the row's foot.
  row: {
    figure: "flex flex-col pl-5 sm:pl-6",
    quote: "flex-1 text-lg leading-relaxed sm:text-xl",
    caption: "mt-5 gap-3",
    portrait: { px: 40, className: "size-10" },
  },
} as const;

/**
 * A client's words under a rule, the person under them with their portrait and the case study
 * they came from: set large as a service page's proof, or smaller in the home page's row.
 */
export function PullQuote({
  item,
  size = "large",
}: {
  item: PublicTestimonial;
  size?: keyof typeof SIZES;
}) {
  const s = SIZES[size];
  const about = [item.personRole, item.company].filter(Boolean).join(", ");
  return (
    <figure className={cn("border-l-2 border-primary", s.figure)}>
      <blockquote className={cn("font-medium text-pretty", s.quote)}>“{item.quote}”</blockquote>
      <figcaption className={cn("flex items-center text-sm", s.caption)}>
        <Portrait name={item.personName} photo={item.portrait} {...s.portrait} />
        <span>
          <span className="block font-semibold">{item.personName}</span>
          {about ? <span className="block text-muted-foreground">{about}</span> : null}
          {item.caseStudy ? (
            <Link href={`/work/${item.caseStudy.slug}`} className="text-primary underline">
              Read the case study<span className="sr-only">: {item.caseStudy.title}</span>
            </Link>
          ) : null}
        </span>
      </figcaption>
    </figure>
  );
}
