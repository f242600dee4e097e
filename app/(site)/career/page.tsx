import { CheckIcon, MailIcon } from "lucide-react";

import { OpenRoles } from "@/components/careers/job-list";
import { PageHero } from "@/components/layout/page-hero";
import { Section } from "@/components/layout/section";
import { SplitSection } from "@/components/layout/split-section";
import { ProcessSteps } from "@/components/process/process-steps";
import { JsonLd } from "@/components/seo/json-ld";
import { Button } from "@/components/ui/button";
import { careers } from "@/content/careers";
import { BRAND_NAME } from "@/content/site";
import { contact } from "@/lib/contact";
import { pageMetadata } from "@/lib/seo/metadata";
import { breadcrumbJsonLd, homeCrumb } from "@/lib/seo/structured-data";

export const metadata = pageMetadata({
  title: "Careers: Join Our Engineering Team",
  description: `Join ${BRAND_NAME}: we hire engineers and designers who love craft and clients. See our open roles and apply online.`,
  path: "/career",
});

const mailto = (subject: string) =>
  `mailto:${careers.applyEmail}?subject=${encodeURIComponent(subject)}`;

/**
 * The open roles come from the database (staff edit them at /admin/careers); the rest is copy
 * (content/careers.ts). Served from the page cache, rendered again when a write expires the list's
 * tag or the next role closes. Headings on the left edge; the application is drawn as the site's
 * one process.
 */
export default function CareerPage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([homeCrumb, { name: "Careers", path: "/career" }])} />
      <PageHero variant="surface" title="Careers" lead={careers.intro}>
        <Button asChild size="lg">
          <a href={mailto("Application")}>
            <MailIcon aria-hidden /> Write to us
          </a>
        </Button>
      </PageHero>
      <Section title="Open Roles" align="start">
        <OpenRoles />
      </Section>
      <Section
        title="How to Apply"
        muted
        align="start"
        intro={`Apply on a role's page, or e-mail ${careers.applyEmail}${contact.email.demo ? " (demo)" : ""}. We reply to every application within a week.`}
      >
        <ProcessSteps steps={careers.steps} />
      </Section>
      <SplitSection title="What We Offer" intro="For everyone on the team, from the first day.">
        <ul className="grid gap-x-10 sm:grid-cols-2">
          {careers.benefits.map((benefit) => (
            <li key={benefit} className="flex gap-3 border-t py-5">
              <CheckIcon className="mt-1 size-4 shrink-0 text-primary" aria-hidden />
              {benefit}
            </li>
          ))}
        </ul>
      </SplitSection>
    </>
  );
}
