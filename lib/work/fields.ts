import { WORK_CATEGORIES, WORK_SERVICES } from "@/lib/db/enums";

/**
 * The case-study vocabularies, shared by the schema (lib/db/schema.ts checks), the form and the
 * pages: the spec's five /work filter categories (content/work.ts, "all" is the filter's default,
 * not a category) and the six service pages (content/services.ts). The lists live in lib/db/enums.ts
 * because lib/db imports no domain folder; this module keeps their public names.
 */
export { WORK_CATEGORIES, WORK_SERVICES };
export { WORK_STATUSES } from "@/lib/db/enums";
export type { WorkImage } from "@/lib/db/json-types";

export type WorkCategory = (typeof WORK_CATEGORIES)[number];
export type WorkService = (typeof WORK_SERVICES)[number];
