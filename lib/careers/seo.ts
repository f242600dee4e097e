import "server-only";

import type { Metadata } from "next";

import { BRAND_NAME } from "@/content/site";
import { pageMetadata } from "@/lib/seo/metadata";
import { organizationId } from "@/lib/seo/structured-data";
import { absoluteUrl } from "@/lib/seo/url";
import type { JobOpening } from "./types";

const jobPath = (slug: string) => `/career/${slug}`;
const short = (s: string) => (s.length > 160 ? `${s.slice(0, 157).trimEnd()}…` : s);

/** A closed role's page stays (a 200 that says so) but leaves the index. */
export function jobMetadata(job: JobOpening, open: boolean): Metadata {
  return pageMetadata({
    title: open ? job.title : `${job.title} (closed)`,
    description: short(job.summary || `${job.title} at ${BRAND_NAME}.`),
    path: jobPath(job.slug),
    noindex: !open,
  });
}

/** "Pune, Maharashtra" → locality and region, as Google's PostalAddress wants them. */
function address(job: JobOpening) {
  const [locality, ...region] = job.location.split(",").map((part) => part.trim());
  return {
    "@type": "PostalAddress",
    addressLocality: locality || undefined,
    addressRegion: region.join(", ") || undefined,
    addressCountry: job.country || undefined,
  };
}

/**
 * schema.org JobPosting as Google's job posting guidelines describe it: only for an open role
 * (the caller leaves it out once validThrough has passed). A remote role is TELECOMMUTE with the
 * countries applicants may live in; on-site and hybrid roles name their office. The salary only
 * when staff gave one.
 */
export function jobPostingJsonLd(job: JobOpening) {
  const remote = job.workplace === "remote";
  const salary = job.salaryCurrency && (job.salaryMin !== null || job.salaryMax !== null);
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: job.description,
    identifier: { "@type": "PropertyValue", name: BRAND_NAME, value: job.id },
    datePosted: (job.datePosted ?? job.updatedAt).toISOString(),
    validThrough: job.validThrough?.toISOString(),
    employmentType: job.employmentType,
    hiringOrganization: {
      "@type": "Organization",
      "@id": organizationId(),
      name: BRAND_NAME,
      sameAs: absoluteUrl("/"),
      logo: absoluteUrl("/icon.svg"),
    },
    ...(remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: job.applicantCountries.map((name) => ({
            "@type": "Country",
            name,
          })),
        }
      : {}),
    ...(!remote || job.location
      ? { jobLocation: { "@type": "Place", address: address(job) } }
      : {}),
    ...(salary
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: job.salaryCurrency,
            value: {
              "@type": "QuantitativeValue",
              minValue: job.salaryMin ?? undefined,
              maxValue: job.salaryMax ?? undefined,
              unitText: job.salaryUnit ?? "YEAR",
            },
          },
        }
      : {}),
    directApply: true,
    url: absoluteUrl(jobPath(job.slug)),
  };
}
