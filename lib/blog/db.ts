import "server-only";

import { getConnection } from "@/lib/db/client";
import type { Db } from "@/lib/db/types";
import { env } from "@/lib/env";
import { seedIfEmpty } from "./seed";

// Per process, like the connection (Next loads this module in several bundles).
const slot = globalThis as typeof globalThis & { __agencyBlogSeed?: Promise<unknown> };

/**
 * The blog's database handle. On the embedded default's first start (SEED_ON_FIRST_START) the
 * sample posts go in before the first read, so a fresh clone shows a blog; a real database
 * is seeded only on request (`npm run db:seed`).
 */
export async function blogDb(): Promise<Db> {
  const connection = await getConnection();
  if (connection.kind === "pglite" && env.SEED_ON_FIRST_START) {
    slot.__agencyBlogSeed ??= seedIfEmpty(connection.db).catch((error: unknown) => {
      slot.__agencyBlogSeed = undefined;
      throw error;
    });
    await slot.__agencyBlogSeed;
  }
  return connection.db;
}
