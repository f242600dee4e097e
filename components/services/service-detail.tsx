import Link from "next/link";
import { CheckCircle2Icon } from "lucide-react";

import { FaqList } from "@/components/faq-list";
import { Section } from "@/components/layout/section";
import { Button } from "@/components/ui/button";
import type { Service } from "@/content/services";
import { BRAND_NAME } from "@/content/site";
import { ServiceCapabilities } from "./service-capabilities";
import { ServiceHero } from "./service-hero";

export function ServiceDetail({ service }: { service: Service }) {
  const bookHref = `/book-service?service=${service.id}`;
  return (
    <>
      <ServiceHero service={service} bookHref={bookHref} />

      <Section title={`Why Choose ${BRAND_NAME} for ${service.name}`} align="start">
        <ol className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
          {service.uniqueFeatures.map((feature, index) => (
            <li key={feature.title} className="border-t-2 border-foreground pt-5">
              <span className="font-display text-sm font-semibold text-primary" aria-hidden>
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-2 text-lg font-semibold">{feature.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
                {feature.description}
              </p>
            </li>
          ))}
        </ol>
      </Section>

      <Section title="What We Offer" id="what-we-offer" muted align="start">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {service.offers.map((offer) => (
            <li key={offer.title} className="flex gap-3 rounded-xl border bg-card p-6 shadow-sm">
              <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
              <div>
                <h3 className="font-semibold">{offer.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{offer.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Our Process" align="start">
        <ol className="grid max-w-4xl gap-4">
          {service.process.map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-xl border bg-card p-5 shadow-sm">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground">
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold">{step.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <ServiceCapabilities service={service} />

      <Section title="Frequently Asked Questions">
        <FaqList faqs={service.faqs} name={`${service.id}-faq`} />
      </Section>

      <section
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20"
        aria-label={`Book ${service.name}`}
      >
        <div className="flex flex-col gap-6 border-t pt-12 lg:flex-row lg:items-end lg:justify-between">
          <div className="max-w-2xl">
            <p className="font-display text-2xl font-semibold text-balance sm:text-3xl">
              Tell us what you want built.
            </p>
            <p className="mt-3 text-muted-foreground">
              A reply within 24 hours, a free call to scope it, then a written proposal with
              milestones and a fixed estimate.
            </p>
          </div>
          <Button asChild size="lg" className="self-start lg:self-auto">
            <Link href={bookHref}>
              Book {/^[aeiou]/i.test(service.name) ? "an" : "a"} {service.name} call
            </Link>
          </Button>
        </div>
      </section>
    </>
  );
}
