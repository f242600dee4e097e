import { StatList } from "@/components/company/stat-list";
import { TechStack } from "@/components/company/tech-stack";
import { FaqList } from "@/components/faq-list";
import { Section } from "@/components/layout/section";
import {
  about,
  homeFaqs,
  processSteps,
  rating,
  stats,
  values,
  whyChooseUs,
} from "@/content/company";
import { ArrowRightIcon } from "lucide-react";
import Link from "next/link";

import { buttonVariants } from "@/components/ui/button-variants";
import { CtaBlock } from "./cta-block";
import { FeatureGrid } from "./feature-grid";
import { LatestPosts } from "./latest-posts";
import { LazyTestimonials } from "./lazy-testimonials";

/** The home page's lower sections, in the spec's order (§2 "/"). */
export function LowerSections() {
  return (
    <>
      <Section title="About Us" intro={about.mission} muted>
        <StatList items={stats} />
      </Section>
      <Section
        title="Our Process"
        intro="Five clear steps from the first call to a product your customers use."
      >
        <FeatureGrid items={processSteps} numbered />
      </Section>
      <Section title="Why Choose Us" muted>
        <FeatureGrid items={whyChooseUs} />
      </Section>
      <Section
        title="Our Tech Stack"
        intro="Proven, well-supported tools chosen for speed, safety and easy hand-over."
      >
        <TechStack />
      </Section>
      <Section title="Our Values" muted>
        <FeatureGrid items={values} />
      </Section>
      <Section
        title="What Our Clients Say"
        intro={`Rated ${rating.value} out of ${rating.best} from ${rating.count} reviews.`}
      >
        <LazyTestimonials />
      </Section>
      <Section title="Frequently Asked Questions" muted>
        <FaqList faqs={homeFaqs} name="home-faq" />
      </Section>
      <Section
        title="Latest from the blog"
        intro="Notes from our engineers on what we build and how."
      >
        <LatestPosts />
        <div className="mt-10 text-center">
          <Link href="/blogs" className={buttonVariants({ variant: "outline" })}>
            View all posts <ArrowRightIcon aria-hidden />
          </Link>
        </div>
      </Section>
      <CtaBlock />
    </>
  );
}
