import Link from "next/link";
import { CheckCircle2Icon } from "lucide-react";

import { FaqList } from "@/components/faq-list";
import { Icon } from "@/components/icon";
import { Section } from "@/components/layout/section";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Service } from "@/content/services";
import { BRAND_NAME } from "@/content/site";
import { hueStyle } from "@/lib/hue-style";

export function ServiceDetail({ service }: { service: Service }) {
  const bookHref = `/book-service?service=${service.id}`;
  return (
    <>
      <section
        className="bg-tint px-4 py-20 text-band-foreground sm:px-6 sm:py-24"
        style={hueStyle(service.hue)}
      >
        <div className="mx-auto max-w-4xl text-center">
          <Icon name={service.icon} className="mx-auto size-12" />
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {service.title}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-xl text-band-foreground/90">
            {service.tagline}
          </p>
          <p className="mx-auto mt-4 max-w-2xl text-band-foreground/90">{service.description}</p>
          <Button asChild size="lg" variant="band" className="mt-8">
            <Link href={bookHref}>Book This Service</Link>
          </Button>
        </div>
      </section>

      <Section title={`Why Choose ${BRAND_NAME} for ${service.name}`}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {service.uniqueFeatures.map((feature) => (
            <li key={feature.title} className="rounded-xl border bg-card p-6 shadow-sm">
              <h3 className="font-semibold">{feature.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{feature.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="What We Offer" muted>
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

      <Section title="Our Process">
        <ol className="mx-auto grid max-w-4xl gap-4">
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

      <Section title="Technologies We Use" muted>
        <ul className="flex flex-wrap justify-center gap-3">
          {service.technologies.map((tech) => (
            <li key={tech}>
              <Badge variant="outline" className="bg-card px-3 py-1.5 text-sm">
                {tech}
              </Badge>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Key Features">
        <ul className="mx-auto grid max-w-4xl gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {service.keyFeatures.map((feature) => (
            <li
              key={feature}
              className="flex items-center gap-2 rounded-lg border bg-card px-4 py-3"
            >
              <CheckCircle2Icon className="size-4 text-primary" aria-hidden />
              {feature}
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Frequently Asked Questions" muted>
        <FaqList faqs={service.faqs} name={`${service.id}-faq`} />
      </Section>

      <section className="px-4 py-16 text-center sm:px-6" aria-label={`Book ${service.name}`}>
        <p className="text-2xl font-semibold">
          Ready to get started with {service.name.toLowerCase()}?
        </p>
        <Button asChild size="lg" className="mt-6">
          <Link href={bookHref}>Book {service.name} Now</Link>
        </Button>
      </section>
    </>
  );
}
