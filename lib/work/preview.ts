import "server-only";

import { readLink, signLink } from "@/lib/auth/signed-link";
import { PREVIEW_SECONDS } from "@/lib/blog/preview-token";
import { isUuid } from "@/lib/uuid";
import { findWorkById } from "./admin-repository";
import { workDb } from "./db";
import type { CaseStudy } from "./types";

/**
 * A case study's preview link: signed and expiring like a post's (lib/blog/preview-token.ts), with
 * its own audience so neither opens the other, and behind the staff gate besides. It shows the
 * saved case study, draft or published, through the public page's components.
 */
const AUDIENCE = "work-preview";
const WORK_PREVIEW_PREFIX = "/admin/preview/work/";

export async function workPreviewUrl(id: string, now: Date = new Date()): Promise<string> {
  const token = await signLink({ audience: AUDIENCE, subject: id, seconds: PREVIEW_SECONDS }, now);
  return `${WORK_PREVIEW_PREFIX}${token}`;
}

/** The id a valid, unexpired link names, or null. */
export async function readWorkPreviewToken(token: unknown, now: Date = new Date()) {
  const payload = await readLink(AUDIENCE, token, now);
  return payload && isUuid(payload.sub) ? payload.sub : null;
}

export async function loadWorkPreview(
  token: string,
  now: Date = new Date(),
): Promise<{ study: CaseStudy } | { error: "invalid" | "gone" }> {
  const id = await readWorkPreviewToken(token, now);
  if (!id) return { error: "invalid" };
  const study = await findWorkById(await workDb(), id);
  return study ? { study } : { error: "gone" };
}
