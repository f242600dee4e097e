import Link from "next/link";

import { ScrollStrip } from "@/components/home/scroll-strip";
import { Portrait } from "@/components/team/portrait";
import type { PublicTestimonial } from "@/lib/testimonials/repository";

/**
 * The home page's quotes as an editorial row, not cards: each quote set large beside a rule, the
 * person under it. Side by side from 1024 px; on a phone a strip that scrolls sideways (one quote's
 * height, as the cards were), so the page keeps to its ten screens.
 */
export function HomeQuotes({
  items,
  inTile,
}: {
  items: readonly PublicTestimonial[];
  /** The quote the proof tile above shows from 640 px: listed on a phone only (no tile there). */
  inTile?: PublicTestimonial;
}) {
  return (
    <ScrollStrip
      label="Client testimonials"
      // Under the left-aligned heading, a short last row starts at the left edge too.
      className="sm:justify-start"
      items={items.map((item) => ({
        key: item.id,
        node: <Quote item={item} />,
        className: item.id === inTile?.id ? "sm:hidden" : undefined,
      }))}
    />
  );
}

function Quote({ item }: { item: PublicTestimonial }) {
  const about = [item.personRole, item.company].filter(Boolean).join(", ");
  return (
    <figure className="flex flex-col border-l-2 border-primary pl-5 sm:pl-6">
      <blockquote className="flex-1 text-lg leading-relaxed font-medium text-pretty sm:text-xl">
        “{item.quote}”
      </blockquote>
      <figcaption className="mt-5 flex items-center gap-3 text-sm">
        <Portrait name={item.personName} photo={item.portrait} px={40} className="size-10" />
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
