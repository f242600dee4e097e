import "server-only";

import type { Db } from "@/lib/db/types";
import { boundWrite } from "@/lib/publishing/after-write";
import type { TestimonialInput } from "./form-schema";
import * as repo from "./repository";

/**
 * The testimonials' writes as staff make them. Each reports what it changed; the publishing kit's
 * after-write step expires the list tag (home, service and case-study pages read through it) and
 * queues the showcase pages plus the linked case study's page, before and after, for the cache in
 * front (lib/publishing/after-write.ts).
 */
const changed = async (db: Db, caseStudyIds: (string | null)[]) => ({
  type: "testimonial" as const,
  paths: await repo.caseStudyPaths(db, caseStudyIds),
});

export const saveTestimonial = boundWrite(
  async (db: Db, id: string | null, input: TestimonialInput) => {
    if (!id) {
      const row = await repo.insertTestimonial(db, input);
      return { value: row, change: await changed(db, [row.caseStudyId]) };
    }
    const updated = await repo.updateTestimonial(db, id, input);
    if (!updated) return { value: null, change: null };
    const { row, previousCaseStudyId, previousStatus } = updated;
    return {
      value: { ...row, previousStatus },
      change: await changed(db, [previousCaseStudyId, row.caseStudyId]),
    };
  },
);

export const publishTestimonial = boundWrite(
  async (db: Db, id: string, status: repo.TestimonialRow["status"]) => {
    const row = await repo.setTestimonialStatus(db, id, status);
    return { value: row, change: row && (await changed(db, [row.caseStudyId])) };
  },
);

export const removeTestimonial = boundWrite(async (db: Db, id: string) => {
  const row = await repo.deleteTestimonial(db, id);
  return { value: row, change: row && (await changed(db, [row.caseStudyId])) };
});
