import "server-only";

import { getDb } from "@/lib/db/client";
import type { Db } from "@/lib/db/types";
import { env, isBuildPhase, seedsSamplesAtStart } from "@/lib/env";
import { logEvent } from "@/lib/log/logger";
import { seedIfEmpty } from "@/lib/blog/seed";
import { seedTeamIfEmpty } from "@/lib/team/writes";
import { seedTestimonialsOnce } from "@/lib/testimonials/seed";
import { seedJobsIfEmpty } from "@/lib/careers/seed";
import { seedWorkIfEmpty } from "@/lib/work/seed";

/**
 * Every content type's sample items, each once per database (a marker row per type): on the
 * start (below; SEED_SAMPLES), or on demand by `npm run db:seed`.
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

/**
 * At server start, before the first request (lib/startup.ts): on the embedded default unless
 * SEED_SAMPLES=false, on a real database only with SEED_SAMPLES=true. `settings` is the parsed
 * environment (a test passes its own).
 */
export async function seedSamplesAtStart(
  settings: Parameters<typeof seedsSamplesAtStart>[0] = env,
): Promise<void> {
  if (isBuildPhase || !seedsSamplesAtStart(settings)) return;
  try {
    await seedSamples(await getDb());
  } catch (error) {
    // The site works without them; the next start tries again (the markers were not written).
    logEvent("error", "sample content not seeded", { error });
  }
}
