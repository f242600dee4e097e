import { MailIcon } from "lucide-react";

import { OpenRoles } from "@/components/careers/job-list";
import { PageHero } from "@/components/layout/page-hero";
import { Section } from "@/components/layout/section";
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
 * tag or the next role closes.
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
      <Section title="Open Roles">
        <OpenRoles />
      </Section>
      <Section
        title="How to Apply"
        muted
        intro={`Apply on a role's page, or e-mail ${careers.applyEmail}${contact.email.demo ? " (demo)" : ""}. We reply to every application within a week.`}
      >
        <ol className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2">
          {careers.steps.map((step, index) => (
            <li key={step.title} className="rounded-xl border bg-card p-6">
              <p className="text-sm font-semibold text-primary">Step {index + 1}</p>
              <h3 className="mt-1 font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section title="What We Offer">
        <ul className="mx-auto grid max-w-3xl list-disc gap-2 pl-6 text-muted-foreground sm:grid-cols-2">
          {careers.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </Section>
    </>
  );
}
