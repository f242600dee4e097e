import { sql } from "drizzle-orm";

import { QUERY_TIMEOUT_MS } from "./postgres";
import type { Db } from "./types";

/**
 * `db.transaction` whose statements the server itself cancels a little before the client gives
 * up on them (pg's query_timeout): a client that timed out mid-transaction cannot tell what the
 * server still holds, while a statement the server cancelled rolls back cleanly. Transaction
 * scoped (`set_config(…, true)`), so it holds behind a transaction-mode pooler and leaks into no
 * other request's connection.
 */
export function transaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('statement_timeout', ${String(QUERY_TIMEOUT_MS - 1_000)}, true)`,
    );
    return fn(tx);
  });
}
