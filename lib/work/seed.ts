import { sampleCaseStudies } from "@/content/work-samples";
import type { Db } from "@/lib/db/types";
import { seedOnce } from "@/lib/publishing/seed-once";
import { insertWork } from "./admin-repository";

/** The sample case studies, once per database (lib/publishing/seed-once.ts). */
export const seedWorkIfEmpty = (db: Db) => seedOnce(db, "work", sampleCaseStudies, insertWork);
