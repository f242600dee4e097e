import Link from "next/link";

import { FaqList } from "@/components/faq-list";
import { ClosingCall } from "@/components/layout/closing-call";
import { Section } from "@/components/layout/section";
import { SplitSection } from "@/components/layout/split-section";
import { ProcessSteps } from "@/components/process/process-steps";
import { Button } from "@/components/ui/button";
import type { Service } from "@/content/services";
import { ServiceCapabilities } from "./service-capabilities";
import { ServiceHero } from "./service-hero";
import { ServiceOffers } from "./service-offers";
import { ServiceReasons } from "./service-reasons";

/**
 * A service page told as one story, every heading on the container's left edge: the promise
 * (hero), what you get (offers, features, stack), why us and the proof (reasons, numbers, then
 * `proof`: the case studies and clients' words the page reads from the database), how it runs
 * (process), the questions, and one call to action at the end.
 */
export function ServiceDetail({ service, proof }: { service: Service; proof?: React.ReactNode }) {
  const bookHref = `/book-service?service=${service.id}`;
  return (
    <>
      <ServiceHero service={service} bookHref={bookHref} />
      <ServiceOffers service={service} />
      <ServiceCapabilities service={service} />
      <ServiceReasons service={service} />
      {proof}
      <Section
        title="Our Process"
        intro="Five steps, each ending in something you can see and comment on."
        align="start"
      >
        <ProcessSteps steps={service.process} />
      </Section>
      <SplitSection
        title="Frequently Asked Questions"
        intro="Short answers to what clients ask before a first call."
        muted
      >
        <FaqList faqs={service.faqs} name={`${service.id}-faq`} />
      </SplitSection>
      <ClosingCall
        label={`Book ${service.name}`}
        title="Tell us what you want built."
        text="A reply within 24 hours, a free call to scope it, then a written proposal with milestones and a fixed estimate."
      >
        <Button asChild size="lg">
          <Link href={bookHref}>
            Book {/^[aeiou]/i.test(service.name) ? "an" : "a"} {service.name} call
          </Link>
        </Button>
      </ClosingCall>
    </>
  );
}
