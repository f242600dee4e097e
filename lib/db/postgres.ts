import { Pool, type PoolClient } from "pg";

import type { Db, Queryable } from "./types";

/** A pooled client for any real Postgres (Supabase in production). */
export function openPostgres(connectionString: string, max: number): Db {
  const pool = new Pool({
    connectionString,
    max,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // A statement that hangs (locks, a dead peer) must fail the request, not hold it forever.
    statement_timeout: 15_000,
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on("error", (error) =>
    console.error(JSON.stringify({ event: "db.pool_error", message: error.message })),
  );
  const wrap = (client: Pool | PoolClient): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query(sql, [...params]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await client.query(sql);
    },
  });
  return {
    kind: "postgres",
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const result = await fn(wrap(client));
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
