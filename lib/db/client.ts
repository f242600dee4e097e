import "server-only";

import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
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
  if (env.DATABASE_URL) {
    const db = openPostgres(env.DATABASE_URL, env.DATABASE_POOL_MAX);
    // Idempotent and advisory-locked, so every instance may run it as it starts.
    await migrate(db);
    return db;
  }
  const db = await openPglite(embeddedDir());
  await migrate(db);
  if (env.SEED_ON_FIRST_START) await seedIfEmpty(db);
  return db;
}

/**
 * `next build` pre-renders pages in worker processes while a dev or production server may hold
 * the real directory, and PGlite allows one process per directory. Builds therefore read a
 * throw-away copy of it (or a fresh seeded one), never the live files.
 */
function embeddedDir(): string {
  const live = path.resolve(env.PGLITE_DIR);
  if (!isBuildPhase) return live;
  const copy = mkdtempSync(path.join(tmpdir(), "agency-build-db-"));
  if (existsSync(path.join(live, "PG_VERSION"))) {
    cpSync(live, copy, { recursive: true, filter: (src) => !src.endsWith("postmaster.pid") });
  }
  process.once("exit", () => rmSync(copy, { recursive: true, force: true }));
  return copy;
}
