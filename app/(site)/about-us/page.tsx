import Link from "next/link";
import { SparklesIcon } from "lucide-react";

import { FeatureGrid } from "@/components/home/feature-grid";
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
      <Section title="Our Team Values" muted>
        <FeatureGrid items={teamValues} />
      </Section>
      <Section title="Fun Facts">
        <ul className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2">
          {funFacts.map((fact) => (
            <li key={fact} className="flex gap-3 rounded-xl border bg-card p-5">
              <SparklesIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
              {fact}
            </li>
          ))}
        </ul>
      </Section>
      <div className="flex flex-wrap justify-center gap-3 px-4 pb-20">
        <Button asChild size="lg">
          <Link href="/career">Join Our Team</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/contact">Work With Us</Link>
        </Button>
      </div>
    </>
  );
}
