import "server-only";

import { getConnection } from "@/lib/db/client";
import type { Db } from "@/lib/db/types";
import { env } from "@/lib/env";
import { seedWorkIfEmpty } from "./seed";

// Per process, like the connection (Next loads this module in several bundles).
const slot = globalThis as typeof globalThis & { __agencyWorkSeed?: Promise<unknown> };

/**
 * The case studies' database handle. As with the blog (lib/blog/db.ts), the embedded default's
 * first start (SEED_ON_FIRST_START) gets the sample case studies before the first read; a real
 * database only on request (`npm run db:seed`). Never at build time: the build reads no database.
 */
export async function workDb(): Promise<Db> {
  const connection = await getConnection();
  if (connection.kind === "pglite" && env.SEED_ON_FIRST_START) {
    slot.__agencyWorkSeed ??= seedWorkIfEmpty(connection.db).catch((error: unknown) => {
      slot.__agencyWorkSeed = undefined;
      throw error;
    });
    await slot.__agencyWorkSeed;
  }
  return connection.db;
}
