import { sql } from "drizzle-orm";

import { pgCode } from "./errors";
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

/** Deadlock and serialization failure: Postgres rolled the transaction back and asks to run it again. */
const RETRIED_CODES = new Set(["40P01", "40001"]);

/**
 * {@link transaction}, run again (up to three times in all) when Postgres aborted it as one side
 * of a deadlock or a serialization failure. Only for a `fn` whose one effect is its statements:
 * the rollback undid them, so a second run is the first run again. Concurrent bookings of one
 * slot deadlock this way: an exclusion constraint's waiters can each wait on the other's row,
 * where a unique index would not (the run again then meets the winner's row: "just taken").
 */
export async function retryingTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction(db, fn);
    } catch (error) {
      if (attempt >= 3 || !RETRIED_CODES.has(pgCode(error) ?? "")) throw error;
    }
  }
}
