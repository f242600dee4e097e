import "server-only";

import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { env, isBuildPhase } from "@/lib/env";
import { migrate } from "./migrate";
import { openPglite } from "./pglite";
import { openPostgres } from "./postgres";
import type { Connection, Db } from "./types";

// One database per process, even when Next loads this module in several bundles (RSC, route
// handlers, proxy): opening one PGlite directory twice would corrupt it.
const slot = globalThis as typeof globalThis & { __agencyDb?: Promise<Connection> };

/** The process's database connection, opened and migrated on first use. */
export function getConnection(): Promise<Connection> {
  slot.__agencyDb ??= open().catch((error: unknown) => {
    slot.__agencyDb = undefined; // let the next request try again (e.g. the database came back)
    throw error;
  });
  return slot.__agencyDb;
}

/** The typed query handle, for the domain modules (lib/<domain>/) only. */
export async function getDb(): Promise<Db> {
  return (await getConnection()).db;
}

async function open(): Promise<Connection> {
  const connection = env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL, env.DATABASE_POOL_MAX)
    : await openPglite(embeddedDir());
  try {
    // Idempotent and advisory-locked, so every instance may run it as it starts.
    await migrate(connection);
  } catch (error) {
    await connection.close().catch(() => undefined); // the retry opens it afresh
    throw error;
  }
  return connection;
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
