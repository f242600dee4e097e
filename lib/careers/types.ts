import type { InferSelectModel } from "drizzle-orm";

import type { jobOpenings } from "@/lib/db/content-schema";

/** A job opening as the app sees it: a row of `job_openings` (lib/db/content-schema.ts). */
export type JobOpening = InferSelectModel<typeof jobOpenings>;

/** What staff write (form-schema.ts → toJobWrite): the description as Markdown, rendered on save. */
export type JobWrite = Omit<
  JobOpening,
  "id" | "slug" | "createdAt" | "updatedAt" | "datePosted" | "description"
> & { slug?: string };

/** Whether an opening still takes applications at `now` (no end date: open until unpublished). */
export const isOpen = (job: Pick<JobOpening, "validThrough">, now: Date) =>
  job.validThrough === null || job.validThrough > now;

/** How the pages and the admin name the schema's vocabularies. */
export const employmentTypeLabel: Record<JobOpening["employmentType"], string> = {
  FULL_TIME: "Full-time",
  PART_TIME: "Part-time",
  CONTRACTOR: "Contract",
  TEMPORARY: "Temporary",
  INTERN: "Internship",
};
export const workplaceLabel: Record<JobOpening["workplace"], string> = {
  onsite: "On-site",
  hybrid: "Hybrid",
  remote: "Remote",
};

const countryNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });

/** ["IN", "DE"] → "India, Germany": visitors read country names, the schema stores ISO codes. */
export const countryList = (codes: readonly string[]) =>
  codes
    .map((code) => {
      try {
        return countryNames.of(code.toUpperCase()) ?? code;
      } catch {
        return code; // not a well-formed region code (a row written around the form)
      }
    })
    .join(", ");

/** "Full-time · Remote" / "Full-time · Hybrid, Bengaluru". */
export function jobFacts(job: Pick<JobOpening, "employmentType" | "workplace" | "location">) {
  const where =
    job.workplace === "remote"
      ? workplaceLabel.remote
      : `${workplaceLabel[job.workplace]}${job.location ? `, ${job.location}` : ""}`;
  return `${employmentTypeLabel[job.employmentType]} · ${where}`;
}
