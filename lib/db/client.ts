import "server-only";

import path from "node:path";

import { env, isBuildPhase } from "@/lib/env";
import { seedIfEmpty } from "@/lib/blog/seed";
import { migrate } from "./migrate";
import { openPglite } from "./pglite";
import { openPostgres } from "./postgres";
import type { Db } from "./types";

// One database per process, even when Next loads this module in several bundles (RSC, route
// handlers, proxy): opening one PGlite directory twice would corrupt it.
const slot = globalThis as typeof globalThis & { __agencyDb?: Promise<Db> };

export function getDb(): Promise<Db> {
  slot.__agencyDb ??= open().catch((error: unknown) => {
    slot.__agencyDb = undefined; // let the next request try again (e.g. the database came back)
    throw error;
  });
  return slot.__agencyDb;
}

async function open(): Promise<Db> {
  // Whatever a build read would be frozen into the image, and the build's database is not
  // production's: every read from the database happens at request time.
  if (isBuildPhase) throw new Error("next build must not read the database");
  if (env.DATABASE_URL) {
    const db = openPostgres(env.DATABASE_URL, env.DATABASE_POOL_MAX);
    // Idempotent and advisory-locked, so every instance may run it as it starts.
    await migrate(db);
    return db;
  }
  const db = await openPglite(path.resolve(env.PGLITE_DIR));
  await migrate(db);
  if (env.SEED_ON_FIRST_START) await seedIfEmpty(db);
  return db;
}
