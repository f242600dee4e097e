import Link from "next/link";
import { ArrowRightIcon } from "lucide-react";

import { Icon } from "@/components/icon";
import { Section } from "@/components/layout/section";
import { homeServiceCards } from "@/content/home";
import { hueStyle } from "@/lib/hue-style";

export function ServicesOverview() {
  return (
    <Section
      title="What We Build"
      intro="From a first website to a full SaaS platform: one senior team for design, development and support."
      dense
    >
      {/* A phone gets rows (icon beside the text, the whole row a link), wider screens cards. */}
      <ul className="grid gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
        {homeServiceCards.map((card) => (
          <li key={card.link}>
            <Link
              href={card.link}
              className="group grid h-full grid-cols-[auto_1fr] gap-x-4 rounded-xl border bg-card p-4 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none sm:flex sm:flex-col sm:p-6"
            >
              <span
                className="row-span-2 inline-flex size-10 items-center justify-center rounded-lg bg-tint text-band-foreground sm:size-12"
                style={hueStyle(card.hue)}
              >
                <Icon name={card.icon} className="size-6" />
              </span>
              <h3 className="card-title max-sm:text-base sm:mt-5">{card.title}</h3>
              <p className="mt-1 flex-1 text-sm text-muted-foreground sm:mt-2 sm:text-base">
                {card.description}
              </p>
              <span className="mt-4 hidden items-center gap-1 text-sm font-medium text-primary sm:inline-flex">
                Learn more{" "}
                <ArrowRightIcon
                  className="size-4 transition group-hover:translate-x-0.5"
                  aria-hidden
                />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
