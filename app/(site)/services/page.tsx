import Link from "next/link";
import { ArrowLeftIcon } from "lucide-react";

import { FaqList } from "@/components/faq-list";
import { ClosingCall } from "@/components/layout/closing-call";
import { PageHero } from "@/components/layout/page-hero";
import { Section } from "@/components/layout/section";
import { SplitSection } from "@/components/layout/split-section";
import { ProcessSteps } from "@/components/process/process-steps";
import { JsonLd } from "@/components/seo/json-ld";
import { ServiceCard } from "@/components/services/service-card";
import { Button } from "@/components/ui/button";
import { homeFaqs, processSteps } from "@/content/company";
import { services } from "@/content/services";
import { seoPageMetadata } from "@/lib/seo/metadata";
import { breadcrumbJsonLd, faqJsonLd, homeCrumb, serviceJsonLd } from "@/lib/seo/structured-data";

export const metadata = seoPageMetadata("/services");

/** The services, then how every one of them runs, the questions, and one call to action. */
export default function ServicesPage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([homeCrumb, { name: "Services", path: "/services" }])} />
      <JsonLd data={services.map(serviceJsonLd)} />
      <JsonLd data={faqJsonLd(homeFaqs)} />
      <PageHero
        variant="split"
        title="Our Services"
        lead="Next.js web apps, React Native mobile apps, AI features on your own data, websites, SaaS platforms and dashboards, all from one senior team. You see working software in a demo every week, and the code is yours."
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <Link
          href="/"
          className="mb-8 inline-flex items-center gap-1.5 text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
        >
          <ArrowLeftIcon className="size-4" aria-hidden /> Back to Home
        </Link>
        <ul className="border-b">
          {services.map((service) => (
            <li key={service.id} className="border-t">
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
      </div>
      <Section
        title="How We Work"
        intro="Five steps from the first call to a product in use, the same for every service."
        muted
        align="start"
      >
        <ProcessSteps
          steps={processSteps}
          loop
          caption="Each step ends with something you can see; what we learn after launch starts the next round of discovery."
        />
      </Section>
      <SplitSection
        title="Questions About Our Services"
        intro="Cost, time, ownership and support, answered before you ask."
      >
        <FaqList faqs={homeFaqs} name="services-faq" />
      </SplitSection>
      <ClosingCall
        label="Call to action"
        className="pt-0 sm:pt-0"
        title="Tell us what you want built."
        text="A reply within 24 hours, a free call to scope it, then a written proposal with a fixed estimate."
      >
        <Button asChild size="lg">
          <Link href="/book-service">Book Free Consultation</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/contact">Contact us</Link>
        </Button>
      </ClosingCall>
    </>
  );
}
