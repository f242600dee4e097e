import "server-only";

import { sql } from "drizzle-orm";

import { getDb } from "@/lib/db/client";
import { MigrationError } from "@/lib/db/migrate";

export interface Health {
  status: "ok" | "unavailable";
  /** "not migrated": the database answers but a migration failed (the log names the file). */
  database: "ok" | "unreachable" | "not migrated";
  checkedAt: string;
}

// Matches the pool's connection timeout; a first PGlite open (migrations included) fits well inside it.
const TIMEOUT_MS = 5_000;

/**
 * Readiness: the app is ready when its database answers a trivial query in time (opening it
 * applies the migrations first). The body says nothing else (no versions, hosts or errors: the
 * endpoint is public); `error` is the cause, for the log line only.
 */
export async function checkHealth(): Promise<{ health: Health; error?: unknown }> {
  const checkedAt = new Date().toISOString();
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("database check timed out")), TIMEOUT_MS);
    });
    await Promise.race([getDb().then((db) => db.execute(sql`select 1`)), timeout]);
    return { health: { status: "ok", database: "ok", checkedAt } };
  } catch (error) {
    const database = error instanceof MigrationError ? "not migrated" : "unreachable";
    return { health: { status: "unavailable", database, checkedAt }, error };
  } finally {
    clearTimeout(timer);
  }
}
