import "server-only";

import type { Db } from "@/lib/db/types";
import { seedIfEmpty } from "@/lib/blog/seed";
import { seedJobsIfEmpty } from "@/lib/careers/seed";
import { seedWorkIfEmpty } from "@/lib/work/seed";

/**
 * Every content type's sample items, each once per database (a marker row per type): on the
 * embedded default's first start (lib/db/start.ts), or on a real database by `npm run db:seed`.
 * Samples are marked as such in the admin and deleted like any other item.
 */
export async function seedSamples(db: Db): Promise<Record<string, number>> {
  return {
    posts: await seedIfEmpty(db),
    "case studies": await seedWorkIfEmpty(db),
    "job openings": await seedJobsIfEmpty(db),
  };
}
