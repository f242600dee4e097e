import "server-only";

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
  // Whatever a build read would be frozen into the image, and the build's database is not
  // production's: every read from the database happens at request time.
  if (isBuildPhase) throw new Error("next build must not read the database");
  const connection = env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL, env.DATABASE_POOL_MAX)
    : await openPglite(path.resolve(env.PGLITE_DIR));
  try {
    // Idempotent and advisory-locked, so every instance may run it as it starts.
    await migrate(connection);
  } catch (error) {
    await connection.close().catch(() => undefined); // the retry opens it afresh
    throw error;
  }
  return connection;
}
