import { CheckIcon } from "lucide-react";

import { SplitSection } from "@/components/layout/split-section";
import type { Service } from "@/content/services";

/** "What We Offer": the six deliverables as a two-column list under hairlines, not cards. */
export function ServiceOffers({ service }: { service: Service }) {
  return (
    <SplitSection
      title="What We Offer"
      id="what-we-offer"
      intro="The parts of a typical project. The free call settles which ones yours needs."
    >
      <ul className="grid gap-x-10 sm:grid-cols-2">
        {service.offers.map((offer) => (
          <li key={offer.title} className="flex gap-3 border-t py-6">
            <CheckIcon className="mt-1 size-4 shrink-0 text-primary" aria-hidden />
            <div>
              <h3 className="card-title">{offer.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
                {offer.description}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </SplitSection>
  );
}
