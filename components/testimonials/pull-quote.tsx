import Link from "next/link";

import { Portrait } from "@/components/team/portrait";
import type { PublicTestimonial } from "@/lib/testimonials/repository";

/**
 * A client's words set large, as the proof on a service page: display type across most of the
 * column, the person under it with their portrait and the case study it came from.
 */
export function PullQuote({ item }: { item: PublicTestimonial }) {
  const about = [item.personRole, item.company].filter(Boolean).join(", ");
  return (
    <figure className="border-l-2 border-primary pl-6 sm:pl-8">
      <blockquote className="font-display text-2xl leading-snug font-medium tracking-tight text-pretty sm:text-3xl">
        “{item.quote}”
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4 text-sm">
        <Portrait name={item.personName} photo={item.portrait} px={48} className="size-12" />
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
