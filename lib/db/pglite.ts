import { mkdirSync } from "node:fs";
import path from "node:path";

import { PGlite, type Transaction } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";

import { lockDir } from "./dir-lock";
import type { Connection, ScriptTransaction } from "./types";

/**
 * Embedded Postgres (WASM) in a local directory. One process per directory: PGlite serialises
 * queries on its single connection, so transactions here are naturally isolated.
 */
export async function openPglite(dataDir: string): Promise<Connection> {
  // PGlite creates only the last path segment; a fresh clone has no `.data/` (or tests/.tmp/) yet.
  mkdirSync(dataDir, { recursive: true });
  // Throws DirLockedError, before any file is opened, when another process holds the directory.
  const unlock = lockDir(path.resolve(dataDir));
  const pg = await PGlite.create({ dataDir, extensions: { pg_trgm, btree_gist } }).catch(
    (error: unknown) => {
      unlock();
      throw error;
    },
  );
  const scripts = (tx: Transaction): ScriptTransaction => ({
    async exec(script) {
      await tx.exec(script);
    },
    async rows(statement, params = []) {
      return (await tx.query<Record<string, unknown>>(statement, [...params])).rows;
    },
  });
  return {
    kind: "pglite",
    db: drizzle({ client: pg }),
    scriptTransaction: (fn) => pg.transaction((tx) => fn(scripts(tx))),
    close: () => pg.close().finally(unlock),
  };
}
