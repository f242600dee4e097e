import Link from "next/link";
import { ArrowRightIcon, CheckIcon } from "lucide-react";

import { Icon } from "@/components/icon";
import type { Service } from "@/content/services";
import { hueStyle } from "@/lib/hue-style";
import { keepCompounds } from "@/components/ui/keep-compounds";

/**
 * One /services row under a hairline, as the home page's "What We Build": the service's hue only
 * in its small icon tile, the title the link to its page, the description, the four features
 * beside them from 768 px, and Learn More and Book Service as quiet links (the page asks for a
 * booking loudly once, in its closing call).
 */
export function ServiceCard({ service }: { service: Service }) {
  return (
    <article className="grid gap-x-12 gap-y-5 py-8 sm:py-10 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <div className="grid grid-cols-[auto_1fr] items-start gap-x-4">
        <span
          className="inline-flex size-10 items-center justify-center rounded-lg bg-tint text-band-foreground"
          style={hueStyle(service.hue)}
        >
          <Icon name={service.icon} className="size-5" />
        </span>
        <div>
          <h2 className="card-title text-xl text-balance sm:text-2xl">
            <Link href={`/services/${service.id}`} className="underline-offset-4 hover:underline">
              {keepCompounds(service.title)}
            </Link>
          </h2>
          <p className="mt-2 max-w-prose text-pretty text-muted-foreground">
            {service.description}
          </p>
        </div>
      </div>
      <ul className="grid content-start gap-x-6 gap-y-2 text-sm sm:grid-cols-2 md:row-span-2 md:pt-1">
        {service.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium md:pl-14">
        <Link
          href={`/services/${service.id}`}
          className="group inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
        >
          Learn More<span className="sr-only"> about {service.name}</span>
          <ArrowRightIcon
            className="size-4 transition group-hover:translate-x-0.5 motion-reduce:transition-none"
            aria-hidden
          />
        </Link>
        <Link
          href={`/book-service?service=${service.id}`}
          className="text-foreground underline decoration-border underline-offset-4 hover:decoration-foreground"
        >
          Book Service<span className="sr-only">: {service.name}</span>
        </Link>
      </p>
    </article>
  );
}
