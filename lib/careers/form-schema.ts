import {
  CONTENT_STATUSES,
  EMPLOYMENT_TYPES,
  SALARY_UNITS,
  WORKPLACES,
} from "@/lib/db/content-schema";
import * as z from "@/lib/zod";
import type { JobOpening, JobWrite } from "./types";

/**
 * The job opening form, shared by the admin form (field names, values) and the staff action,
 * which parses the posted FormData: every field arrives as a string. validThrough is entered and
 * shown in UTC (the form says so): the moment the role closes by itself.
 */

const noNul = (v: string) => !v.includes("\u0000");
const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters`)
    .refine(noNul, "Remove the invalid character (NUL) from this field");
const required = (max: number, label: string) =>
  text(max, label).refine((v) => v.length > 0, `${label} is required`);
const whole = (label: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || /^\d{1,9}$/.test(v), `${label} must be a whole number`)
    .transform((v) => (v === "" ? null : Number(v)));
const COUNTRY = /^[A-Z]{2}$/;
const countries = (v: string) => [
  ...new Set(
    v
      .split(",")
      .map((c) => c.trim().toUpperCase())
      .filter(Boolean),
  ),
];
// "2026-12-31T18:00" (datetime-local, seconds optional) read as UTC.
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

export const jobFormSchema = z
  .object({
    title: required(200, "Title").refine((t) => !/<[a-z!/?]/i.test(t), "No HTML in the title"),
    summary: required(300, "Summary"),
    description: required(20_000, "Description"),
    employmentType: z.enum(EMPLOYMENT_TYPES, "Choose an employment type"),
    workplace: z.enum(WORKPLACES, "Choose on-site, hybrid or remote"),
    location: text(200, "Location"),
    country: text(2, "Country")
      .transform((v) => v.toUpperCase())
      .refine((v) => v === "" || COUNTRY.test(v), "Use a two-letter ISO country code, e.g. IN"),
    applicantCountries: text(500, "Applicant countries")
      .refine(
        (v) => countries(v).every((c) => COUNTRY.test(c)),
        "Use two-letter ISO country codes separated by commas, e.g. IN, DE",
      )
      .transform(countries),
    salaryMin: whole("Minimum salary"),
    salaryMax: whole("Maximum salary"),
    salaryCurrency: text(3, "Currency")
      .transform((v) => v.toUpperCase())
      .refine(
        (v) => v === "" || /^[A-Z]{3}$/.test(v),
        "Use a three-letter currency code, e.g. INR",
      ),
    salaryUnit: z.enum(SALARY_UNITS, "Choose what the salary is per"),
    validThrough: z
      .string()
      .trim()
      .refine((v) => v === "" || DATE_TIME.test(v), "Enter a date and time")
      .transform((v) => (v === "" ? null : new Date(`${v}Z`))),
    status: z.enum(CONTENT_STATUSES, "Choose draft or published"),
    sortOrder: whole("Sort order").refine((v) => v === null || v <= 9999, "At most 9999"),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    if (v.status === "published" && !v.validThrough)
      issue("validThrough", "A published role needs a closing date");
    else if (v.status === "published" && v.validThrough! <= new Date()) {
      issue("validThrough", "The closing date must be in the future to publish");
    }
    if (v.salaryMin !== null && v.salaryMax !== null && v.salaryMin > v.salaryMax) {
      issue("salaryMax", "The maximum must be at least the minimum");
    }
    if ((v.salaryMin !== null || v.salaryMax !== null) && !v.salaryCurrency) {
      issue("salaryCurrency", "Give the salary's currency");
    }
    if (v.workplace !== "remote" && (!v.location || !v.country)) {
      issue(
        v.location ? "country" : "location",
        "On-site and hybrid roles need a location and country",
      );
    }
    if (v.workplace === "remote" && v.applicantCountries.length === 0) {
      issue("applicantCountries", "Name the countries remote applicants may live in");
    }
  });

export type JobFormValues = Record<keyof z.input<typeof jobFormSchema>, string>;
export type JobFormField = keyof JobFormValues;
type JobFormOutput = z.output<typeof jobFormSchema>;

export const emptyJobForm: JobFormValues = {
  title: "",
  summary: "",
  description: "",
  employmentType: "FULL_TIME",
  workplace: "remote",
  location: "",
  country: "IN",
  applicantCountries: "IN",
  salaryMin: "",
  salaryMax: "",
  salaryCurrency: "INR",
  salaryUnit: "YEAR",
  validThrough: "",
  status: "draft",
  sortOrder: "0",
};

export const toJobWrite = (v: JobFormOutput): JobWrite => ({
  ...v,
  descriptionMarkdown: v.description,
  salaryCurrency: v.salaryCurrency || null,
  salaryUnit: v.salaryMin !== null || v.salaryMax !== null ? v.salaryUnit : null,
  sortOrder: v.sortOrder ?? 0,
  isSample: false,
});

/** A stored opening → the form's strings (validThrough as UTC, to the second). */
export const jobFormValues = (job: JobOpening): JobFormValues => ({
  title: job.title,
  summary: job.summary,
  description: job.descriptionMarkdown,
  employmentType: job.employmentType,
  workplace: job.workplace,
  location: job.location,
  country: job.country,
  applicantCountries: job.applicantCountries.join(", "),
  salaryMin: job.salaryMin?.toString() ?? "",
  salaryMax: job.salaryMax?.toString() ?? "",
  salaryCurrency: job.salaryCurrency ?? "",
  salaryUnit: job.salaryUnit ?? "YEAR",
  validThrough: job.validThrough?.toISOString().slice(0, 19) ?? "",
  status: job.status,
  sortOrder: String(job.sortOrder),
});
