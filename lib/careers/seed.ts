import { sampleJobOpenings } from "@/content/job-samples";
import type { Db } from "@/lib/db/types";
import { seedOnce } from "@/lib/publishing/seed-once";
import { insertJob } from "./admin-repository";

/** The sample job openings, once per database (lib/publishing/seed-once.ts). */
export const seedJobsIfEmpty = (db: Db) => seedOnce(db, "job", sampleJobOpenings(), insertJob);
