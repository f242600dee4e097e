/**
 * The case-study vocabularies, shared by the schema (lib/db/schema.ts checks), the form and the
 * pages (imported by the schema, hence no imports of its own): the spec's five /work filter categories (content/work.ts, "all" is the filter's default,
 * not a category) and the six service pages (content/services.ts).
 */
export const WORK_CATEGORIES = [
  "web-development",
  "saas-solutions",
  "mobile-development",
  "ai-solutions",
  "enterprise-solutions",
] as const;
export type WorkCategory = (typeof WORK_CATEGORIES)[number];

export const WORK_SERVICES = [
  "web-development",
  "app-development",
  "ai-integrations",
  "custom-websites",
  "saas-solutions",
  "custom-dashboards",
] as const;
export type WorkService = (typeof WORK_SERVICES)[number];

export const WORK_STATUSES = ["draft", "published"] as const;

export type WorkResult = { label: string; value: string };
export type WorkImage = { src: string; alt: string; width: number; height: number };
