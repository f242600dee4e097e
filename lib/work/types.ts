import type { InferSelectModel } from "drizzle-orm";

import type { caseStudies } from "@/lib/db/schema";

/** A case study as the app sees it: a row of `case_studies`, typed by lib/db/schema.ts. */
export type CaseStudy = InferSelectModel<typeof caseStudies>;

/** What a card needs: no sections, gallery or testimonial. */
export type CaseStudyCard = Pick<
  CaseStudy,
  | "id"
  | "slug"
  | "title"
  | "client"
  | "summary"
  | "categories"
  | "services"
  | "results"
  | "coverUrl"
  | "coverAlt"
  | "featured"
  | "status"
  | "sortOrder"
  | "isSample"
  | "publishedAt"
  | "updatedAt"
>;

/** What staff write (lib/work/form-schema.ts → toCaseStudyWrite): sections as Markdown. */
export type CaseStudyWrite = Omit<
  CaseStudy,
  "id" | "slug" | "createdAt" | "updatedAt" | "publishedAt" | "challenge" | "approach" | "outcome"
> & { slug?: string };
