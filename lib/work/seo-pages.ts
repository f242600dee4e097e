import "server-only";
import { getDb } from "@/lib/db/client";

import type { SeoPage } from "@/content/seo-pages";
import { listPublished } from "./repository";

/**
 * The SEO dashboard's page list entries for published case studies (uncached: staff see the
 * current state), as the static pages' records describe themselves.
 */
export async function caseStudySeoPages(): Promise<SeoPage[]> {
  const studies = await listPublished(await getDb());
  return studies.map((s) => ({
    url: `/work/${s.slug}`,
    title: s.title,
    description: s.summary,
    keywords: [],
    lastModified: s.updatedAt.toISOString().slice(0, 10),
    changeFreq: "monthly",
    priority: 0.7,
  }));
}
