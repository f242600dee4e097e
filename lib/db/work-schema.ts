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
import { WORK_CATEGORIES, WORK_SERVICES, WORK_STATUSES } from "./enums";
import type { WorkImage, WorkResult } from "./json-types";

/** Case studies (the portfolio on /work) and their unsaved-edit previews. */

// CASE STUDIES (issue 16): the portfolio on /work. Only published ones are public (isPublic in
// lib/work/repository.ts); the sections are sanitized HTML rendered from their Markdown source.
export const caseStudies = pgTable(
  "case_studies",
  {
    id: id(),
    slug: text("slug").notNull().unique("case_studies_slug_key"),
    title: text("title").notNull(),
    // Optional: a client may ask to stay anonymous ("A European logistics group").
    client: text("client"),
    summary: text("summary").notNull().default(""),
    categories: text("categories")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    services: text("services")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    challenge: text("challenge").notNull().default(""),
    challengeMarkdown: text("challenge_markdown").notNull().default(""),
    approach: text("approach").notNull().default(""),
    approachMarkdown: text("approach_markdown").notNull().default(""),
    outcome: text("outcome").notNull().default(""),
    outcomeMarkdown: text("outcome_markdown").notNull().default(""),
    results: jsonb("results")
      .$type<WorkResult[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    technologies: text("technologies")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    coverUrl: text("cover_url"),
    coverAlt: text("cover_alt").notNull().default(""),
    gallery: jsonb("gallery")
      .$type<WorkImage[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    testimonialQuote: text("testimonial_quote"),
    testimonialName: text("testimonial_name"),
    testimonialRole: text("testimonial_role"),
    liveUrl: text("live_url"),
    status: text("status", { enum: WORK_STATUSES }).notNull().default("draft"),
    featured: boolean("featured").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    // Sample content (lib/work/seed.ts): listed as such in the admin, deleted like any other.
    isSample: boolean("is_sample").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("case_studies_title_check", sql`char_length(${t.title}) between 1 and 300`),
    check("case_studies_slug_check", sql`${t.slug} ~ '^[a-z0-9_]+(-[a-z0-9_]+)*$'`),
    check("case_studies_status_check", sql`${t.status} in ('draft', 'published')`),
    check("case_studies_categories_check", sql`${t.categories} <@ ${textList(WORK_CATEGORIES)}`),
    check("case_studies_services_check", sql`${t.services} <@ ${textList(WORK_SERVICES)}`),
    check("case_studies_results_check", sql`jsonb_typeof(${t.results}) = 'array'`),
    check("case_studies_gallery_check", sql`jsonb_typeof(${t.gallery}) = 'array'`),
    // The public order: staff's sort order, then the newest.
    index("case_studies_public_idx")
      .on(t.sortOrder, t.publishedAt.desc().nullsFirst(), t.id)
      .where(sql`${t.status} = 'published'`),
    pgPolicy("Published case studies are readable by everyone", {
      for: "select",
      to: [anonRole, authenticatedRole],
      using: sql`${t.status} = 'published'`,
    }),
  ],
).enableRLS();

/**
 * Snapshots of a case study's unsaved form values, opened by a signed preview link
 * (lib/work/preview.ts). Its own table rather than a shared one with blog_previews: each keeps a
 * real foreign key, so deleting a case study (or a post) deletes its pending previews.
 */
export const workPreviews = pgTable(
  "work_previews",
  {
    id: id(),
    caseStudyId: uuid("case_study_id"),
    values: jsonb("values").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    foreignKey({
      name: "work_previews_case_study_id_fkey",
      columns: [t.caseStudyId],
      foreignColumns: [caseStudies.id],
    }).onDelete("cascade"),
    index("work_previews_expires_at_idx").on(t.expiresAt),
  ],
).enableRLS();
