import { drizzle } from "drizzle-orm/node-postgres";
import { Client, Pool } from "pg";

import type { Connection, ScriptTransaction } from "./types";
import { logEvent } from "@/lib/log/logger";

/** How long one statement may take before the app gives up on it (see lib/db/transaction.ts). */
export const QUERY_TIMEOUT_MS = 15_000;

/**
 * A pooled client for any real Postgres (Supabase in production), directly or through a
 * transaction-mode pooler (PgBouncer, Supavisor on port 6543). Such a pooler hands each
 * transaction to any server connection and refuses most startup parameters, so nothing here
 * relies on session state: the statement limit is pg's client-side `query_timeout` (PgBouncer
 * refuses a `statement_timeout` startup parameter), statements are unnamed, and locks are
 * transaction-scoped.
 */
export function openPostgres(connectionString: string, max: number): Connection {
  const pool = new Pool({
    connectionString,
    max,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // A statement that hangs (locks, a dead peer) must fail the request, not hold it forever.
    query_timeout: QUERY_TIMEOUT_MS,
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on("error", (error) => logEvent("error", "database pool error", { error }));
  return {
    kind: "postgres",
    db: drizzle({ client: pool }),
    scriptTransaction: (fn) => scriptTransaction(connectionString, fn),
    close: () => pool.end(),
  };
}

/**
 * The migration runner's transaction, on a connection of its own without the pool's time limit:
 * a migration may build a large index. Without parameters pg uses the simple protocol, which
 * accepts a script of several statements.
 */
async function scriptTransaction<T>(
  connectionString: string,
  fn: (tx: ScriptTransaction) => Promise<T>,
): Promise<T> {
  const client = new Client({ connectionString, connectionTimeoutMillis: 5_000 });
  client.on("error", () => undefined); // a dropped connection fails the query in progress instead
  await client.connect();
  try {
    await client.query("begin");
    const result = await fn({
      exec: async (script) => void (await client.query(script)),
      rows: async (statement, params = []) =>
        (await client.query<Record<string, unknown>>(statement, [...params])).rows,
    });
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}
