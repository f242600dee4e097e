import "server-only";
import { getDb } from "@/lib/db/client";

import { cacheLife, cacheTag } from "next/cache";

import { cacheTags } from "@/lib/cache/tags";
import { brandCardPng } from "@/lib/seo/og-card";
import { categoryLabel } from "./labels";
import { workSlugArg } from "./query-args";
import { findPublishedBySlug } from "./repository";

/**
 * A published case study's generated share image, or null when there is none. Cached under the
 * case study's tag, so an edit renders it again; never at build time (no params are known).
 */
export async function workOgImage(rawSlug: string): Promise<Uint8Array<ArrayBuffer> | null> {
  "use cache";
  const slug = workSlugArg(rawSlug);
  if (slug === null) return null;
  cacheTag(cacheTags.work(slug));
  cacheLife("days");
  const study = await findPublishedBySlug(await getDb(), slug);
  if (!study) return null;
  // Coloured by its first category, like its card's generated cover.
  return brandCardPng({
    kicker: "Case study",
    title: study.title,
    category: categoryLabel(study.categories[0] ?? ""),
  });
}
