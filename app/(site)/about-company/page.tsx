import Link from "next/link";

import { FeatureList } from "@/components/company/feature-list";
import { StatList } from "@/components/company/stat-list";
import { Timeline } from "@/components/company/timeline";
import {
  TechStackIllustration,
  TechStackList,
} from "@/components/illustrations/tech-stack-illustration";
import { ClosingCall } from "@/components/layout/closing-call";
import { PageHero } from "@/components/layout/page-hero";
import { Section } from "@/components/layout/section";
import { SplitSection } from "@/components/layout/split-section";
import { JsonLd } from "@/components/seo/json-ld";
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
 * rule: every heading and its content start at the container's left edge, as the header's logo;
 * each section takes the form its content needs (columns, numbers, a timeline, a split, rows).
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
              <h3 className="card-title">{pillar.title}</h3>
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
      <SplitSection
        title="Why Clients Choose Us"
        intro="What you can hold us to, from the first call to long after launch."
        muted
      >
        <FeatureList items={whyChooseUs} />
      </SplitSection>
      <SplitSection
        title="Technology Stack"
        intro="From the interface people touch down to where it runs: proven tools your own developers already know."
      >
        {/* The drawing from 640 px; below, its labels would be too small to read: a list. */}
        <TechStackIllustration className="hidden h-auto w-full sm:block" />
        <TechStackList className="sm:hidden" />
      </SplitSection>
      <Section title="Industries We Serve" muted align="start">
        {/* Items that wrap whole, with space between and no separator to dangle at a line's end. */}
        <ul className="flex flex-wrap gap-x-8 gap-y-3 font-display text-2xl font-semibold tracking-tight sm:gap-x-12 sm:text-3xl">
          {industries.map((industry) => (
            <li key={industry}>{industry}</li>
          ))}
        </ul>
      </Section>
      <Section title="Our Values" align="start">
        <ul>
          {values.map((value, index) => (
            <li
              key={value.title}
              className="grid gap-2 border-t py-6 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] sm:gap-10 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:gap-16"
            >
              <h3 className="flex items-baseline gap-4 font-display text-2xl font-semibold tracking-tight">
                <span className="text-sm text-primary" aria-hidden>
                  {String(index + 1).padStart(2, "0")}
                </span>
                {value.title}
              </h3>
              <p className="text-lg text-pretty text-muted-foreground">{value.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <ClosingCall
        label="Call to action"
        title="Tell us what you want built."
        text="A reply within 24 hours, a free call to scope it, then a written proposal with a fixed estimate."
        className="pt-0 sm:pt-0"
      >
        <Button asChild size="lg">
          <Link href="/contact">Tell us about your project</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/services">See what we build</Link>
        </Button>
      </ClosingCall>
    </>
  );
}
