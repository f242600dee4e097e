import { ArrowLeftIcon } from "lucide-react";
import Link from "next/link";

import { PageHero } from "@/components/layout/page-hero";
import { buttonVariants } from "@/components/ui/button-variants";
import { DemoBadge } from "@/components/ui/demo-badge";
import type { JobOpening } from "@/lib/careers/types";
import { countryList, jobFacts } from "@/lib/careers/types";
import { sanitizePostHtml } from "@/lib/publishing/sanitize";
import { ApplyForm } from "./apply-form";

const day = (d: Date) => d.toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });

function salaryText(job: JobOpening): string | null {
  if (!job.salaryCurrency || (job.salaryMin === null && job.salaryMax === null)) return null;
  const money = (n: number) => `${job.salaryCurrency} ${n.toLocaleString("en-US")}`;
  const range =
    job.salaryMin !== null && job.salaryMax !== null && job.salaryMin !== job.salaryMax
      ? `${money(job.salaryMin)} – ${money(job.salaryMax)}`
      : money((job.salaryMin ?? job.salaryMax)!);
  return `${range} per ${(job.salaryUnit ?? "YEAR").toLowerCase()}`;
}

/**
 * One role's page: facts, the description (sanitized HTML from its Markdown), then the
 * application form while it is open, or a notice that it closed (no form, no JSON-LD: the page
 * leaves both out, app/(site)/career/[slug]/page.tsx).
 */
export function JobView({
  job,
  open,
  renderedAt,
}: {
  job: JobOpening;
  open: boolean;
  renderedAt: number;
}) {
  const salary = salaryText(job);
  return (
    <>
      <PageHero
        title={job.title}
        lead={job.summary}
        eyebrow={
          <span className="flex flex-wrap items-center justify-center gap-2">
            {jobFacts(job)}
            {job.isSample ? <DemoBadge /> : null}
          </span>
        }
      />
      <div className="mx-auto grid max-w-3xl gap-10 px-4 py-12 sm:px-6">
        <dl className="grid gap-x-6 gap-y-2 rounded-xl border bg-card p-6 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium">Type</dt>
          <dd>{jobFacts(job)}</dd>
          {job.workplace === "remote" && job.applicantCountries.length > 0 && (
            <>
              <dt className="font-medium">Applicants from</dt>
              <dd>{countryList(job.applicantCountries)}</dd>
            </>
          )}
          {salary && (
            <>
              <dt className="font-medium">Salary</dt>
              <dd>{salary}</dd>
            </>
          )}
          {job.validThrough && (
            <>
              <dt className="font-medium">{open ? "Apply by" : "Closed on"}</dt>
              <dd>{day(job.validThrough)}</dd>
            </>
          )}
        </dl>
        {!open && (
          <p role="status" className="rounded-xl border border-primary bg-card p-6 font-medium">
            This role is closed: it no longer takes applications.{" "}
            <Link href="/career" className="text-primary underline">
              See the open roles
            </Link>
            .
          </p>
        )}
        {/* Sanitized when stored and again here, as posts and case studies are (a row written
            around the app, or stored under an older allow-list, is held to today's). */}
        <div
          className="post-content"
          dangerouslySetInnerHTML={{ __html: sanitizePostHtml(job.description) }}
        />
        {open && (
          <section aria-labelledby="apply" className="grid gap-4">
            <h2 id="apply" className="text-2xl font-bold">
              Apply for this role
            </h2>
            <ApplyForm slug={job.slug} title={job.title} renderedAt={renderedAt} />
          </section>
        )}
        <Link
          href="/career"
          className={buttonVariants({ variant: "outline", className: "justify-self-start" })}
        >
          <ArrowLeftIcon aria-hidden /> All open roles
        </Link>
      </div>
    </>
  );
}
