import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgPolicy,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { anonRole, authenticatedRole } from "drizzle-orm/supabase";

import { createdAt, id, textList, updatedAt } from "./columns";
import { media } from "./system-schema";
import { caseStudies } from "./work-schema";

/**
 * The staff-managed content types built on the publishing kit (lib/publishing/): testimonials,
 * job openings and team members. Each has the kit's two-state lifecycle (draft/published), a
 * staff sort order and the sample flag (seeded once, listed as samples, deleted like any other).
 * drizzle.config.ts reads this file beside schema.ts.
 */

export const CONTENT_STATUSES = ["draft", "published"] as const;
/** schema.org JobPosting employmentType values Google documents. */
export const EMPLOYMENT_TYPES = [
  "FULL_TIME",
  "PART_TIME",
  "CONTRACTOR",
  "TEMPORARY",
  "INTERN",
] as const;
export const WORKPLACES = ["onsite", "hybrid", "remote"] as const;
export const SALARY_UNITS = ["HOUR", "DAY", "WEEK", "MONTH", "YEAR"] as const;
/** The service pages a testimonial may appear on (content/services.ts ids). */
export const TESTIMONIAL_SERVICES = [
  "web-development",
  "app-development",
  "ai-integrations",
  "custom-websites",
  "saas-solutions",
  "custom-dashboards",
] as const;

const status = () => text("status", { enum: CONTENT_STATUSES }).notNull().default("draft");
const sortOrder = () => integer("sort_order").notNull().default(0);
const isSample = () => boolean("is_sample").notNull().default(false);
/** Supabase's REST API (anon key) may read the published rows, never write (migration grants). */
const publicRead = (name: string, statusColumn: unknown) =>
  pgPolicy(name, {
    for: "select",
    to: [anonRole, authenticatedRole],
    using: sql`${statusColumn} = 'published'`,
  });

export const testimonials = pgTable(
  "testimonials",
  {
    id: id(),
    quote: text("quote").notNull(),
    personName: text("person_name").notNull(),
    personRole: text("person_role").notNull().default(""),
    company: text("company").notNull().default(""),
    // An uploaded portrait (media library); without one the site draws initials.
    portraitMediaId: uuid("portrait_media_id"),
    caseStudyId: uuid("case_study_id"),
    services: text("services")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    onHome: boolean("on_home").notNull().default(false),
    status: status(),
    sortOrder: sortOrder(),
    isSample: isSample(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("testimonials_quote_check", sql`char_length(${t.quote}) between 1 and 700`),
    check("testimonials_person_name_check", sql`char_length(${t.personName}) between 1 and 120`),
    check("testimonials_status_check", sql`${t.status} in ('draft', 'published')`),
    check("testimonials_services_check", sql`${t.services} <@ ${textList(TESTIMONIAL_SERVICES)}`),
    foreignKey({
      name: "testimonials_portrait_media_id_fkey",
      columns: [t.portraitMediaId],
      foreignColumns: [media.id],
    }).onDelete("set null"),
    foreignKey({
      name: "testimonials_case_study_id_fkey",
      columns: [t.caseStudyId],
      foreignColumns: [caseStudies.id],
    }).onDelete("set null"),
    index("testimonials_public_idx")
      .on(t.sortOrder, t.publishedAt.desc().nullsFirst(), t.id)
      .where(sql`${t.status} = 'published'`),
    publicRead("Published testimonials are readable by everyone", t.status),
  ],
).enableRLS();

export const jobOpenings = pgTable(
  "job_openings",
  {
    id: id(),
    slug: text("slug").notNull().unique("job_openings_slug_key"),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    // Sanitized HTML rendered from the Markdown source (the kit's pipeline).
    description: text("description").notNull().default(""),
    descriptionMarkdown: text("description_markdown").notNull().default(""),
    employmentType: text("employment_type", { enum: EMPLOYMENT_TYPES })
      .notNull()
      .default("FULL_TIME"),
    workplace: text("workplace", { enum: WORKPLACES }).notNull().default("onsite"),
    // Where the office is ("Pune, Maharashtra") and its ISO 3166-1 alpha-2 country.
    location: text("location").notNull().default(""),
    country: text("country").notNull().default(""),
    // For remote roles: the countries applicants may live in (JobPosting applicantLocationRequirements).
    applicantCountries: text("applicant_countries")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    salaryMin: integer("salary_min"),
    salaryMax: integer("salary_max"),
    salaryCurrency: text("salary_currency"),
    salaryUnit: text("salary_unit", { enum: SALARY_UNITS }),
    // Set when first published (JobPosting datePosted); the opening closes itself after validThrough.
    datePosted: timestamp("date_posted", { withTimezone: true }),
    validThrough: timestamp("valid_through", { withTimezone: true }),
    status: status(),
    sortOrder: sortOrder(),
    isSample: isSample(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("job_openings_title_check", sql`char_length(${t.title}) between 1 and 200`),
    check("job_openings_slug_check", sql`${t.slug} ~ '^[a-z0-9_]+(-[a-z0-9_]+)*$'`),
    check("job_openings_status_check", sql`${t.status} in ('draft', 'published')`),
    check(
      "job_openings_employment_type_check",
      sql`${t.employmentType} in ${sql.raw(`(${EMPLOYMENT_TYPES.map((v) => `'${v}'`).join(", ")})`)}`,
    ),
    check("job_openings_workplace_check", sql`${t.workplace} in ('onsite', 'hybrid', 'remote')`),
    check("job_openings_country_check", sql`${t.country} ~ '^([A-Z]{2})?$'`),
    check(
      "job_openings_salary_check",
      sql`${t.salaryMin} is null or ${t.salaryMax} is null or ${t.salaryMin} <= ${t.salaryMax}`,
    ),
    index("job_openings_public_idx")
      .on(t.sortOrder, t.datePosted.desc().nullsFirst(), t.id)
      .where(sql`${t.status} = 'published'`),
    publicRead("Published job openings are readable by everyone", t.status),
  ],
).enableRLS();

/** Unsaved form values of a job opening, opened by a signed preview link (as work_previews). */
export const jobPreviews = pgTable(
  "job_previews",
  {
    id: id(),
    jobOpeningId: uuid("job_opening_id"),
    values: jsonb("values").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    foreignKey({
      name: "job_previews_job_opening_id_fkey",
      columns: [t.jobOpeningId],
      foreignColumns: [jobOpenings.id],
    }).onDelete("cascade"),
    index("job_previews_expires_at_idx").on(t.expiresAt),
  ],
).enableRLS();

export const teamMembers = pgTable(
  "team_members",
  {
    id: id(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    bio: text("bio").notNull().default(""),
    portraitMediaId: uuid("portrait_media_id"),
    status: status(),
    sortOrder: sortOrder(),
    isSample: isSample(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("team_members_name_check", sql`char_length(${t.name}) between 1 and 120`),
    check("team_members_role_check", sql`char_length(${t.role}) between 1 and 120`),
    check("team_members_bio_check", sql`char_length(${t.bio}) <= 1000`),
    check("team_members_status_check", sql`${t.status} in ('draft', 'published')`),
    foreignKey({
      name: "team_members_portrait_media_id_fkey",
      columns: [t.portraitMediaId],
      foreignColumns: [media.id],
    }).onDelete("set null"),
    index("team_members_public_idx")
      .on(t.sortOrder, t.name, t.id)
      .where(sql`${t.status} = 'published'`),
    publicRead("Published team members are readable by everyone", t.status),
  ],
).enableRLS();
