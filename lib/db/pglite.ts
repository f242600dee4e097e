import { mkdirSync } from "node:fs";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

import { lockDir } from "./dir-lock";
import type { Db, Queryable } from "./types";

/**
 * Embedded Postgres (WASM) in a local directory. One process per directory: PGlite serialises
 * queries on its single connection, so transactions here are naturally isolated.
 */
export async function openPglite(dataDir: string): Promise<Db> {
  // PGlite creates only the last path segment; a fresh clone has no `.data/` (or tests/.tmp/) yet.
  mkdirSync(dataDir, { recursive: true });
  // Throws DirLockedError, before any file is opened, when another process holds the directory.
  const unlock = lockDir(path.resolve(dataDir));
  const pg = await PGlite.create({ dataDir, extensions: { pg_trgm } }).catch((error: unknown) => {
    unlock();
    throw error;
  });
  const wrap = (q: Pick<PGlite, "query" | "exec">): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  return {
    kind: "pglite",
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close().finally(unlock),
  };
}
