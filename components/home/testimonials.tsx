import { QuoteIcon } from "lucide-react";

import { Section } from "@/components/layout/section";
import { testimonials } from "@/content/company";
import { ScrollStrip } from "./scroll-strip";

/**
 * All the quotes at once, rendered on the server: no carousel script to load, nothing that moves
 * unless the visitor scrolls. The rating is told once, in the proof block above.
 */
export function Testimonials() {
  return (
    <Section title="What Our Clients Say" intro="In their words, after launch." dense>
      <ScrollStrip
        label="Client testimonials"
        items={testimonials.map((item) => ({
          key: item.name,
          node: (
            <figure className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
              <QuoteIcon className="size-6 text-primary" aria-hidden />
              <blockquote className="mt-3 flex-1 leading-relaxed text-pretty">
                “{item.quote}”
              </blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="font-semibold">{item.name}</span>
                <span className="text-muted-foreground"> · {item.role}</span>
              </figcaption>
            </figure>
          ),
        }))}
      />
    </Section>
  );
}
