import "server-only";

import { getDb } from "@/lib/db/client";
import type { Db } from "@/lib/db/types";
import { env, isBuildPhase } from "@/lib/env";
import { logEvent } from "@/lib/log/logger";
import { seedIfEmpty } from "@/lib/blog/seed";
import { seedTeamIfEmpty } from "@/lib/team/writes";
import { seedTestimonialsOnce } from "@/lib/testimonials/seed";
import { seedJobsIfEmpty } from "@/lib/careers/seed";
import { seedWorkIfEmpty } from "@/lib/work/seed";

/**
 * Every content type's sample items, each once per database (a marker row per type): on the
 * embedded default's first start (below), or on a real database by `npm run db:seed`.
 * Samples are marked as such in the admin and deleted like any other item.
 */
export async function seedSamples(db: Db): Promise<Record<string, number>> {
  return {
    posts: await seedIfEmpty(db),
    "case studies": await seedWorkIfEmpty(db),
    "team members": await seedTeamIfEmpty(db),
    testimonials: await seedTestimonialsOnce(db),
    "job openings": await seedJobsIfEmpty(db),
  };
}

/** At server start on the embedded default, before the first request (lib/startup.ts). */
export async function seedSamplesAtStart(): Promise<void> {
  if (env.DATABASE_URL || isBuildPhase || !env.SEED_ON_FIRST_START) return;
  try {
    await seedSamples(await getDb());
  } catch (error) {
    // The site works without them; the next start tries again (the markers were not written).
    logEvent("error", "sample content not seeded", { error });
  }
}
