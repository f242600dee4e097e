import Link from "next/link";

import { FeatureList } from "@/components/company/feature-list";
import { ClosingCall } from "@/components/layout/closing-call";
import { PageHero } from "@/components/layout/page-hero";
import { Section } from "@/components/layout/section";
import { JsonLd } from "@/components/seo/json-ld";
import { TeamMembers } from "@/components/team/team-members";
import { Button } from "@/components/ui/button";
import { funFacts, teamValues } from "@/content/team";
import { seoPageMetadata } from "@/lib/seo/metadata";
import { breadcrumbJsonLd, homeCrumb } from "@/lib/seo/structured-data";

export const metadata = seoPageMetadata("/about-us");

/**
 * Served from the page cache (lib/publishing/content-types.mjs, showcase "about"): the team comes
 * from a "use cache" read (components/team/team-members.tsx); the rest is the page's own copy.
 * Headings start on the container's left edge; the values are a list under hairlines and the fun
 * facts are set large, so the page is not one card grid after another.
 */
export default function TeamPage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([homeCrumb, { name: "Our Team", path: "/about-us" }])} />
      <PageHero
        variant="surface"
        title="Meet Our Team"
        lead="The engineers, designers and project leads who will actually work on your project."
      />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <TeamMembers />
      </div>
      <Section title="Our Team Values" muted align="start">
        <FeatureList items={teamValues} />
      </Section>
      <Section title="Fun Facts" align="start">
        <ul className="grid gap-x-10 sm:grid-cols-2">
          {funFacts.map((fact, index) => (
            <li key={fact} className="flex gap-5 border-t py-6">
              <span className="pt-1.5 font-display text-sm font-semibold text-primary" aria-hidden>
                {String(index + 1).padStart(2, "0")}
              </span>
              <p className="font-display text-xl leading-snug font-medium tracking-tight text-balance sm:text-2xl">
                {fact}
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <ClosingCall
        label="Call to action"
        title="Build with us, or join us."
        text="We answer every project enquiry within 24 hours and every application within a week."
        className="pt-0 sm:pt-0"
      >
        <Button asChild size="lg">
          <Link href="/career">Join Our Team</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/contact">Work With Us</Link>
        </Button>
      </ClosingCall>
    </>
  );
}
