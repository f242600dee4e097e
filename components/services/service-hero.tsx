import Link from "next/link";
import { ArrowRightIcon } from "lucide-react";

import { Icon } from "@/components/icon";
import { Button } from "@/components/ui/button";
import { claims } from "@/content/company";
import type { Service } from "@/content/services";
import { hueStyle } from "@/lib/hue-style";
import { keepCompounds } from "@/components/ui/keep-compounds";

const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

/**
 * A service page's opening: the promise on the left, on the page's own surface (not a centred
 * band), and on the right the service's hue carrying its icon with the facts a buyer asks first
 * (price, how often they see progress, stack, support). Stacks text-first below 1024 px.
 */
export function ServiceHero({ service, bookHref }: { service: Service; bookHref: string }) {
  return (
    // The padding sits inside the 7xl container, as in the header and every Section, so the
    // hero's text starts on the same left edge as they do.
    <section className="border-b pt-10 pb-14 lg:pt-20 lg:pb-24">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-16">
        <div className="reveal">
          <p className="flex items-center gap-2 text-sm font-medium text-primary">
            <Link href="/services" className="hover:underline">
              Services
            </Link>
            <span aria-hidden>/</span>
            <span className="text-muted-foreground">{service.name}</span>
          </p>
          <h1 className="mt-5 text-h1 font-semibold text-balance">
            {keepCompounds(service.title)}
          </h1>
          <p className="mt-5 max-w-2xl text-lead text-pretty">{service.tagline}</p>
          <p className="mt-4 max-w-2xl text-pretty text-muted-foreground">{service.description}</p>
          <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
            <Button asChild size="lg">
              <Link href={bookHref}>Book This Service</Link>
            </Button>
            <Link
              href="#what-we-offer"
              className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
            >
              See what we deliver <ArrowRightIcon className="size-4" aria-hidden />
            </Link>
          </div>
        </div>
        <ServiceFacts service={service} />
      </div>
    </section>
  );
}

function ServiceFacts({ service }: { service: Service }) {
  const facts = [
    { label: "Projects from", value: usd.format(service.startingPriceUsd) },
    { label: "Demos", value: "Every week" },
    { label: "Core stack", value: service.technologies.slice(0, 3).join(", ") },
    { label: "After launch", value: `${claims.support} support` },
  ];
  return (
    <div className="relative" style={hueStyle(service.hue)}>
      <div className="relative h-44 overflow-hidden rounded-2xl bg-tint text-band-foreground sm:h-56">
        <svg
          viewBox="0 0 200 200"
          className="absolute -top-16 -right-16 size-72 opacity-30"
          fill="none"
          stroke="currentColor"
          aria-hidden
        >
          {[30, 50, 70, 90].map((r) => (
            <circle key={r} cx="100" cy="100" r={r} strokeWidth="1.5" />
          ))}
        </svg>
        <Icon name={service.icon} className="absolute top-6 left-6 size-12 sm:size-14" />
      </div>
      <dl className="relative mx-3 -mt-20 grid grid-cols-2 gap-x-4 gap-y-5 rounded-xl border bg-card p-5 shadow-lg sm:mx-6 sm:p-6">
        {facts.map((fact) => (
          <div key={fact.label} className="min-w-0">
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {fact.label}
            </dt>
            <dd className="mt-1 font-display text-lg font-semibold break-words">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
