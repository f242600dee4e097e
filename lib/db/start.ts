import "server-only";

import { env, isBuildPhase } from "@/lib/env";
import { logEvent } from "@/lib/log/logger";
import { getDb } from "./client";
import { DirLockedError } from "./dir-lock";

/**
 * At server start, the embedded database is opened (migrated) before the first request; the
 * samples follow (lib/samples.ts).
 * Another process holding its directory stops this one with the reason: two processes on one
 * PGlite directory would corrupt it. Any other failure is left to /api/health and the next
 * request, which retry (a shared Postgres may come back).
 */
export async function openDatabaseAtStart(): Promise<void> {
  if (env.DATABASE_URL || isBuildPhase) return;
  try {
    await getDb();
  } catch (error) {
    if (error instanceof DirLockedError) {
      logEvent("error", "refusing to start: embedded database in use", { error: error.message });
      process.exit(1);
    }
    logEvent("error", "database not available at start", { error });
  }
}
