import Link from "next/link";
import { ArrowLeftIcon } from "lucide-react";

import { FaqList } from "@/components/faq-list";
import { CtaBlock } from "@/components/home/cta-block";
import { PageHero } from "@/components/layout/page-hero";
import { Section } from "@/components/layout/section";
import { JsonLd } from "@/components/seo/json-ld";
import { ProcessDiagram } from "@/components/illustrations/process-diagram";
import { ServiceCard } from "@/components/services/service-card";
import { Button } from "@/components/ui/button";
import { homeFaqs } from "@/content/company";
import { services } from "@/content/services";
import { seoPageMetadata } from "@/lib/seo/metadata";
import { breadcrumbJsonLd, faqJsonLd, homeCrumb, serviceJsonLd } from "@/lib/seo/structured-data";

export const metadata = seoPageMetadata("/services");

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
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <Button asChild variant="ghost" className="mb-8">
          <Link href="/">
            <ArrowLeftIcon aria-hidden /> Back to Home
          </Link>
        </Button>
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
      </div>
      <Section
        title="How We Work"
        intro="Five steps from the first call to a product in use, the same for every service."
      >
        <ProcessDiagram />
      </Section>
      <Section title="Questions About Our Services" muted>
        <FaqList faqs={homeFaqs} name="services-faq" />
      </Section>
      <CtaBlock />
    </>
  );
}
