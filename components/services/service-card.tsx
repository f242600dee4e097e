import Link from "next/link";
import { CheckIcon } from "lucide-react";

import { Icon } from "@/components/icon";
import { Button } from "@/components/ui/button";
import type { Service } from "@/content/services";
import { hueStyle } from "@/lib/hue-style";
import { keepCompounds } from "@/components/ui/keep-compounds";

/** /services card: the title links to the detail page; Learn More and Book Service below. */
export function ServiceCard({ service }: { service: Service }) {
  return (
    <article className="flex h-full flex-col rounded-xl border bg-card shadow-sm">
      <div className="rounded-t-xl bg-tint p-6 text-band-foreground" style={hueStyle(service.hue)}>
        <Icon name={service.icon} className="size-8" />
        <h2 className="card-title mt-4">
          <Link href={`/services/${service.id}`} className="hover:underline">
            {keepCompounds(service.title)}
          </Link>
        </h2>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-muted-foreground">{service.description}</p>
        <ul className="mt-5 flex-1 space-y-2">
          {service.features.map((feature) => (
            <li key={feature} className="flex gap-2 text-sm">
              <CheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              {feature}
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild>
            <Link href={`/services/${service.id}`}>
              Learn More<span className="sr-only"> about {service.name}</span>
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={`/book-service?service=${service.id}`}>
              Book Service<span className="sr-only">: {service.name}</span>
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}
