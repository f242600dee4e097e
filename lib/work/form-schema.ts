import { contentTypes } from "@/lib/publishing/content-types.mjs";
import { slugFieldFor } from "@/lib/publishing/slug-field";
import * as z from "@/lib/zod";
import { WORK_CATEGORIES, WORK_SERVICES, WORK_STATUSES } from "./fields";
import type { CaseStudy, CaseStudyWrite } from "./types";

/** The case-study form, shared by react-hook-form in the browser and the staff actions. */

export const WORK_LIMITS = {
  title: 300,
  client: 200,
  summary: 1000,
  section: 50_000,
  results: 8,
  resultText: 80,
  technologies: 30,
  technologiesText: 1000,
  gallery: 24,
  url: 2000,
  quote: 1000,
  person: 200,
} as const;

// Postgres text cannot hold U+0000: refused with a field message rather than a failed insert.
const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters`)
    .refine((v) => !v.includes("\u0000"), "Remove the invalid character (NUL) from this field");
const required = (max: number, label: string) =>
  text(max, label).refine((v) => v.length > 0, `${label} is required`);

/** A same-site path or an http(s) address (never `//host`, `javascript:` or `data:`). */
const imageAddress = (label: string) =>
  text(WORK_LIMITS.url, label).refine(
    (u) => u === "" || (u.startsWith("/") && !u.startsWith("//")) || /^https?:\/\/[^\s/]+/i.test(u),
    `${label} must start with http://, https:// or /`,
  );

const parseList = (value: string) => [
  ...new Set(
    value
      .split(",")
      .map((t) => t.trim())
      .filter(Boolean),
  ),
];

export const workFormSchema = z.object({
  title: required(WORK_LIMITS.title, "Title").refine(
    (t) => !/<[a-z!/?]/i.test(t),
    "Title cannot contain HTML tags",
  ),
  slug: slugFieldFor(contentTypes.work.reservedSlugs),
  client: text(WORK_LIMITS.client, "Client"),
  summary: required(WORK_LIMITS.summary, "Summary"),
  categories: z
    .array(z.enum(WORK_CATEGORIES, "Choose categories from the list"))
    .min(1, "Choose at least one category")
    .max(WORK_CATEGORIES.length),
  services: z
    .array(z.enum(WORK_SERVICES, "Choose services from the list"))
    .max(WORK_SERVICES.length),
  challenge: required(WORK_LIMITS.section, "The challenge"),
  approach: required(WORK_LIMITS.section, "The approach"),
  outcome: required(WORK_LIMITS.section, "The outcome"),
  results: z
    .array(
      z.object({
        label: required(WORK_LIMITS.resultText, "A result's label"),
        value: required(WORK_LIMITS.resultText, "A result's value"),
      }),
    )
    .max(WORK_LIMITS.results, `At most ${WORK_LIMITS.results} results`),
  technologies: text(WORK_LIMITS.technologiesText, "Technologies").refine(
    (t) => parseList(t).length <= WORK_LIMITS.technologies,
    `At most ${WORK_LIMITS.technologies} technologies`,
  ),
  coverUrl: imageAddress("Cover image"),
  coverAlt: text(300, "Cover description"),
  gallery: z
    .array(
      z.object({
        src: imageAddress("A gallery image").refine((s) => s !== "", "A gallery image is empty"),
        alt: text(300, "A gallery image's description"),
        width: z.number().int().min(1).max(20_000),
        height: z.number().int().min(1).max(20_000),
      }),
    )
    .max(WORK_LIMITS.gallery, `At most ${WORK_LIMITS.gallery} gallery images`),
  testimonialQuote: text(WORK_LIMITS.quote, "The quote"),
  testimonialName: text(WORK_LIMITS.person, "The name"),
  testimonialRole: text(WORK_LIMITS.person, "The role"),
  liveUrl: text(WORK_LIMITS.url, "Live URL").refine(
    (u) => u === "" || /^https?:\/\/[^\s/]+/i.test(u),
    "Live URL must start with http:// or https://",
  ),
  status: z.enum(WORK_STATUSES, "Choose draft or published"),
  featured: z.boolean("Featured is yes or no"),
  sortOrder: z
    .number("Sort order must be a whole number")
    .int("Sort order must be a whole number")
    .min(-9999, "Sort order is at least -9999")
    .max(9999, "Sort order is at most 9999"),
});

export type WorkFormValues = z.input<typeof workFormSchema>;
export type WorkFormField = keyof WorkFormValues;

export const emptyWorkForm: WorkFormValues = {
  title: "",
  slug: "",
  client: "",
  summary: "",
  categories: [],
  services: [],
  challenge: "",
  approach: "",
  outcome: "",
  results: [],
  technologies: "",
  coverUrl: "",
  coverAlt: "",
  gallery: [],
  testimonialQuote: "",
  testimonialName: "",
  testimonialRole: "",
  liveUrl: "",
  status: "draft",
  featured: false,
  sortOrder: 0,
};

const orNull = (v: string) => v || null;

/** Form values → the row's columns (sections stay Markdown; the repository renders them). */
export function toCaseStudyWrite(v: z.output<typeof workFormSchema>): CaseStudyWrite {
  return {
    slug: v.slug || undefined,
    title: v.title,
    client: orNull(v.client),
    summary: v.summary,
    categories: v.categories,
    services: v.services,
    challengeMarkdown: v.challenge,
    approachMarkdown: v.approach,
    outcomeMarkdown: v.outcome,
    results: v.results,
    technologies: parseList(v.technologies),
    coverUrl: orNull(v.coverUrl),
    coverAlt: v.coverAlt,
    gallery: v.gallery,
    testimonialQuote: orNull(v.testimonialQuote),
    testimonialName: orNull(v.testimonialName),
    testimonialRole: orNull(v.testimonialRole),
    liveUrl: orNull(v.liveUrl),
    status: v.status,
    featured: v.featured,
    sortOrder: v.sortOrder,
    isSample: false,
  };
}

/** A stored case study → the form's values. */
export function workFormValues(s: CaseStudy): WorkFormValues {
  return {
    title: s.title,
    slug: s.slug,
    client: s.client ?? "",
    summary: s.summary,
    categories: s.categories as WorkFormValues["categories"],
    services: s.services as WorkFormValues["services"],
    challenge: s.challengeMarkdown,
    approach: s.approachMarkdown,
    outcome: s.outcomeMarkdown,
    results: s.results,
    technologies: s.technologies.join(", "),
    coverUrl: s.coverUrl ?? "",
    coverAlt: s.coverAlt,
    gallery: s.gallery,
    testimonialQuote: s.testimonialQuote ?? "",
    testimonialName: s.testimonialName ?? "",
    testimonialRole: s.testimonialRole ?? "",
    liveUrl: s.liveUrl ?? "",
    status: s.status,
    featured: s.featured,
    sortOrder: s.sortOrder,
  };
}
