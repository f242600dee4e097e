import "server-only";
import { getDb } from "@/lib/db/client";

import { readLink, signLink } from "@/lib/auth/signed-link";
import { PREVIEW_SECONDS } from "@/lib/blog/preview-token";
import { isUuid } from "@/lib/uuid";
import { findWorkById, withSections } from "./admin-repository";
import { findWorkPreview, insertWorkPreview } from "./preview-repository";
import type { CaseStudy, CaseStudyWrite } from "./types";

/**
 * A case study's preview link: signed and expiring like a post's (lib/blog/preview-token.ts), with
 * its own audience so neither opens the other, and behind the staff gate besides. It names the
 * case study (or "new") and a stored snapshot of the form's unsaved values, shown through the
 * public page's components and the one sanitizer.
 */
const AUDIENCE = "work-preview";
const WORK_PREVIEW_PREFIX = "/admin/preview/work/";

/** What a link names: the case study (null: not saved yet) and the snapshot shown over it. */
export type WorkPreviewClaims = { caseStudyId: string | null; snapshotId: string };

/** Stores the form's values (as a save would write them) and returns the preview page's path. */
export async function createWorkPreviewUrl(
  caseStudyId: string | null,
  values: CaseStudyWrite,
  now: Date = new Date(),
): Promise<string> {
  const expiresAt = new Date(now.getTime() + PREVIEW_SECONDS * 1000);
  const snapshotId = await insertWorkPreview(await getDb(), { caseStudyId, values, expiresAt });
  const token = await signLink(
    {
      audience: AUDIENCE,
      subject: caseStudyId ?? "new",
      claims: { snap: snapshotId },
      seconds: PREVIEW_SECONDS,
    },
    now,
  );
  return `${WORK_PREVIEW_PREFIX}${token}`;
}

/** The claims of a valid, unexpired link, or null for a forged, tampered, expired or odd one. */
export async function readWorkPreviewToken(
  token: unknown,
  now: Date = new Date(),
): Promise<WorkPreviewClaims | null> {
  const payload = await readLink(AUDIENCE, token, now);
  if (!payload || !isUuid(payload.snap)) return null;
  const { sub, snap } = payload;
  if (sub === "new") return { caseStudyId: null, snapshotId: snap };
  return isUuid(sub) ? { caseStudyId: sub, snapshotId: snap } : null;
}

/** The case study as the link's snapshot would publish it, or why not. */
export async function loadWorkPreview(
  token: string,
  now: Date = new Date(),
): Promise<{ study: CaseStudy } | { error: "invalid" | "gone" }> {
  const claims = await readWorkPreviewToken(token, now);
  if (!claims) return { error: "invalid" };
  const db = await getDb();
  const [snapshot, base] = await Promise.all([
    findWorkPreview(db, { ...claims, now }),
    claims.caseStudyId ? findWorkById(db, claims.caseStudyId) : null,
  ]);
  if (!snapshot || (claims.caseStudyId && !base)) return { error: "gone" };
  const saved = base ?? newStudy(snapshot.createdAt);
  return {
    study: {
      ...saved,
      ...withSections(snapshot.values),
      slug: snapshot.values.slug || saved.slug,
    },
  };
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
