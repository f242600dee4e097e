import "server-only";

import { cacheLife, cacheTag } from "next/cache";

import { cacheTags } from "@/lib/cache/tags";
import { getDb } from "@/lib/db/client";
import { getMediaImage } from "@/lib/media/queries";
import { isUuid } from "@/lib/uuid";
import { listWorkForStaff, workChoices } from "@/lib/work/admin-queries";
import { TESTIMONIAL_SERVICES } from "@/lib/db/content-schema";
import { oneOfArg } from "@/lib/publishing/query-args";
import { adminList, findById, listPublished } from "./repository";

/**
 * Cached reads for the pages that show testimonials (home, service pages, case studies), all
 * tagged with the type's list tag, which every testimonial write expires. These are server
 * functions a client could call with any arguments, so each argument is checked in here.
 */
const HOME_LIMIT = 9;
const PAGE_LIMIT = 6;

export async function getHomeTestimonials() {
  "use cache";
  cacheTag(cacheTags.list("testimonial"));
  cacheLife("hours");
  return listPublished(await getDb(), { onHome: true }, HOME_LIMIT);
}

export async function getServiceTestimonials(service: string) {
  "use cache";
  cacheTag(cacheTags.list("testimonial"));
  cacheLife("hours");
  const valid = oneOfArg(TESTIMONIAL_SERVICES, service);
  return valid ? listPublished(await getDb(), { service: valid }, PAGE_LIMIT) : [];
}

export async function getCaseStudyTestimonials(caseStudyId: string) {
  "use cache";
  cacheTag(cacheTags.list("testimonial"));
  cacheLife("hours");
  if (!isUuid(caseStudyId)) return [];
  return listPublished(await getDb(), { caseStudyId }, PAGE_LIMIT);
}

/** The staff pages' reads: uncached, drafts included. */
export const listTestimonialsForStaff = async () => adminList(await getDb());
export const findTestimonialForEdit = async (id: string) => findById(await getDb(), id);

/** The form's choices: every case study (drafts marked) and the service pages, as named there. */
export async function testimonialChoices() {
  const studies = await listWorkForStaff();
  return {
    caseStudies: studies.map((s) => ({
      id: s.id,
      label: s.status === "published" ? s.title : `${s.title} (draft)`,
    })),
    services: workChoices.services,
  };
}

/** The edit form's current portrait, as its field shows it (null: none, or deleted). */
export async function portraitChoice(id: string | null) {
  const image = id ? await getMediaImage(id).catch(() => null) : null;
  return image ? { id: image.id, src: image.src, name: image.alt || "the current portrait" } : null;
}
