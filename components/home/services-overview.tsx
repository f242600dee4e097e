import Link from "next/link";
import { ArrowRightIcon } from "lucide-react";

import { Icon } from "@/components/icon";
import { homeServiceCards } from "@/content/home";
import { hueStyle } from "@/lib/hue-style";
import { SplitSection } from "@/components/layout/split-section";

/**
 * The spec's six overview cards as a list under rules, beside a left heading: each row its
 * service's icon in the service's hue, its title and one concrete line, the whole row a link.
 * Rows, not cards: the page keeps its card grids for the proof and the work.
 */
export function ServicesOverview() {
  return (
    <SplitSection
      dense
      title="What We Build"
      intro="From a first website to a full SaaS platform: one senior team for design, development and support."
    >
      <ul className="grid border-b sm:grid-cols-2 sm:gap-x-8">
        {homeServiceCards.map((card) => (
          <li key={card.link} className="border-t">
            <Link
              href={card.link}
              className="group grid h-full grid-cols-[auto_1fr_auto] content-start gap-x-4 py-4 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none sm:py-6"
            >
              <span
                className="row-span-2 inline-flex size-9 items-center justify-center rounded-lg bg-tint text-band-foreground"
                style={hueStyle(card.hue)}
              >
                <Icon name={card.icon} className="size-5" />
              </span>
              <h3 className="card-title text-base group-hover:underline sm:text-lg">
                {card.title}
              </h3>
              <ArrowRightIcon
                className="row-span-2 mt-1 size-4 text-muted-foreground transition group-hover:translate-x-0.5 group-hover:text-primary"
                aria-hidden
              />
              <p className="mt-1 text-sm text-pretty text-muted-foreground">{card.description}</p>
            </Link>
          </li>
        ))}
      </ul>
    </SplitSection>
  );
}
