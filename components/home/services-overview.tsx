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
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {homeServiceCards.map((card) => (
          <li key={card.link}>
            <Link
              href={card.link}
              className="group flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              <span
                className="inline-flex size-12 items-center justify-center rounded-lg bg-tint text-band-foreground"
                style={hueStyle(card.hue)}
              >
                <Icon name={card.icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{card.title}</h3>
              <p className="mt-2 flex-1 text-muted-foreground">{card.description}</p>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-primary">
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
