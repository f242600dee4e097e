import "server-only";

import { definePreview, readPreviewClaims } from "@/lib/publishing/preview";
import { findWorkById, withSections } from "./admin-repository";
import type { CaseStudy, CaseStudyWrite } from "./types";

/**
 * A case study's preview link (lib/publishing/preview.ts): the form's values as a save would
 * write them, over the saved study, at /admin/preview/work/[token]; the sections go through the
 * Markdown render and the one sanitizer (withSections), as on a save.
 */
const workPreview = definePreview<CaseStudyWrite, CaseStudy>({
  type: "work",
  find: findWorkById,
  show: (saved, values, createdAt) => {
    const base = saved ?? newStudy(createdAt);
    return { ...base, ...withSections(values), slug: values.slug || base.slug };
  },
});

export const createWorkPreviewUrl = workPreview.create;

export async function loadWorkPreview(
  token: string,
  now?: Date,
): Promise<{ study: CaseStudy } | { error: "invalid" | "gone" }> {
  const result = await workPreview.load(token, now);
  return "item" in result ? { study: result.item } : result;
}

/** A link's claims under the case study's own names. */
export async function readWorkPreviewToken(token: unknown, now?: Date) {
  const claims = await readPreviewClaims("work", token, now);
  return claims && { caseStudyId: claims.itemId, snapshotId: claims.snapshotId };
}

/** What an unsaved case study would be: dated now, with a placeholder slug. */
function newStudy(at: Date): CaseStudy {
  return {
    ...withSections({
      title: "",
      client: null,
      summary: "",
      categories: [],
      services: [],
      challengeMarkdown: "",
      approachMarkdown: "",
      outcomeMarkdown: "",
      results: [],
      technologies: [],
      coverUrl: null,
      coverAlt: "",
      gallery: [],
      testimonialQuote: null,
      testimonialName: null,
      testimonialRole: null,
      liveUrl: null,
      status: "draft",
      featured: false,
      sortOrder: 0,
      isSample: false,
    }),
    id: "00000000-0000-0000-0000-000000000000",
    slug: "preview",
    publishedAt: null,
    createdAt: at,
    updatedAt: at,
  };
}
