import { ScrollStrip } from "@/components/home/scroll-strip";
import type { PublicTestimonial } from "@/lib/testimonials/repository";

import { PullQuote } from "./pull-quote";

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
        node: <PullQuote item={item} size="row" />,
        className: item.id === inTile?.id ? "sm:hidden" : undefined,
      }))}
    />
  );
}
