import Link from "next/link";

import { StatList } from "@/components/company/stat-list";
import { Timeline } from "@/components/company/timeline";
import { FeatureGrid } from "@/components/home/feature-grid";
import { TechStackIllustration } from "@/components/illustrations/tech-stack-illustration";
import { PageHero } from "@/components/layout/page-hero";
import { Section } from "@/components/layout/section";
import { JsonLd } from "@/components/seo/json-ld";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { about, industries, values, whyChooseUs, workingNumbers } from "@/content/company";
import { BRAND_NAME, siteConfig } from "@/content/site";
import { seoPageMetadata } from "@/lib/seo/metadata";
import { breadcrumbJsonLd, homeCrumb } from "@/lib/seo/structured-data";

export const metadata = seoPageMetadata("/about-company");

const pillars = [
  { title: "Our Vision", text: about.vision },
  { title: "Our Mission", text: about.mission },
  { title: "Our Commitment", text: about.commitment },
] as const;

/**
 * The company page (spec §2 /about-company). Each thing is said once: the numbers are how we work
 * (the home page has the results), the stack is one drawing that names every tool. One alignment
 * rule: every heading and its content start at the container's left edge, as the header's logo.
 */
export default function AboutCompanyPage() {
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([homeCrumb, { name: "About Company", path: "/about-company" }])}
      />
      <PageHero
        variant="split"
        title={`About ${BRAND_NAME}`}
        lead={`A small, senior team of engineers and designers in Bengaluru, building web, mobile and AI products since ${siteConfig.foundingYear}. You talk to the people who write the code.`}
      />
      <Section title="Who We Are" align="start">
        <ul className="grid gap-x-10 gap-y-8 md:grid-cols-3">
          {pillars.map((pillar) => (
            <li key={pillar.title} className="border-t-2 border-foreground pt-5">
              <h3 className="text-lg font-semibold">{pillar.title}</h3>
              <p className="mt-3 leading-relaxed text-muted-foreground">{pillar.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="By the Numbers" intro="How we work, counted." muted align="start">
        <StatList items={workingNumbers} />
      </Section>
      <Section title="Our Journey" align="start">
        <Timeline />
      </Section>
      <Section title="Why Clients Choose Us" muted align="start">
        <FeatureGrid items={whyChooseUs} />
      </Section>
      <Section
        title="Technology Stack"
        intro="From the interface people touch down to where it runs."
        align="start"
      >
        <TechStackIllustration className="h-auto w-full max-w-3xl" />
      </Section>
      <Section title="Industries We Serve" muted align="start">
        <ul className="flex flex-wrap gap-3">
          {industries.map((industry) => (
            <li key={industry}>
              <Badge variant="outline" className="bg-card px-4 py-2 text-sm">
                {industry}
              </Badge>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Our Values" align="start">
        <FeatureGrid items={values} />
      </Section>
      <div className="mx-auto flex max-w-7xl flex-wrap gap-3 px-4 pb-20 sm:px-6">
        <Button asChild size="lg">
          <Link href="/contact">Tell us about your project</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/services">See what we build</Link>
        </Button>
      </div>
    </>
  );
}
