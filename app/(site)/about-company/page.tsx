import Link from "next/link";

import { StatList } from "@/components/company/stat-list";
import { TechStack } from "@/components/company/tech-stack";
import { Timeline } from "@/components/company/timeline";
import { FeatureGrid } from "@/components/home/feature-grid";
import { TechStackIllustration } from "@/components/illustrations/tech-stack-illustration";
import { PageHero } from "@/components/layout/page-hero";
import { Section } from "@/components/layout/section";
import { JsonLd } from "@/components/seo/json-ld";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { about, industries, stats, values, whyChooseUs } from "@/content/company";
import { BRAND_NAME } from "@/content/site";
import { seoPageMetadata } from "@/lib/seo/metadata";
import { breadcrumbJsonLd, homeCrumb } from "@/lib/seo/structured-data";

export const metadata = seoPageMetadata("/about-company");

const pillars = [
  { title: "Our Vision", text: about.vision },
  { title: "Our Mission", text: about.mission },
  { title: "Our Commitment", text: about.commitment },
] as const;

export default function AboutCompanyPage() {
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([homeCrumb, { name: "About Company", path: "/about-company" }])}
      />
      <PageHero
        title={`About ${BRAND_NAME}`}
        lead="A senior studio of engineers and designers, founded in 2022, building web, mobile and AI products for startups and enterprises."
      />
      <Section title="Who We Are">
        <ul className="grid gap-6 md:grid-cols-3">
          {pillars.map((pillar) => (
            <li key={pillar.title} className="rounded-xl border bg-card p-6 shadow-sm">
              <h3 className="text-lg font-semibold">{pillar.title}</h3>
              <p className="mt-3 leading-relaxed text-muted-foreground">{pillar.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="By the Numbers" muted>
        <StatList items={stats} />
      </Section>
      <Section title="Our Journey">
        <Timeline />
      </Section>
      <Section title="Why Clients Choose Us" muted>
        <FeatureGrid items={whyChooseUs} />
      </Section>
      <Section title="Technology Stack">
        <TechStackIllustration className="mx-auto mb-12 h-auto w-full max-w-xl" />
        <TechStack />
      </Section>
      <Section title="Industries We Serve" muted>
        <ul className="flex flex-wrap justify-center gap-3">
          {industries.map((industry) => (
            <li key={industry}>
              <Badge variant="outline" className="bg-card px-4 py-2 text-sm">
                {industry}
              </Badge>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Our Values">
        <FeatureGrid items={values} />
      </Section>
      <div className="flex flex-wrap justify-center gap-3 px-4 pb-20">
        <Button asChild size="lg">
          <Link href="/contact">Work With Us</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/services">Explore Services</Link>
        </Button>
      </div>
    </>
  );
}
