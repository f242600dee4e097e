import "server-only";

import { sql } from "drizzle-orm";

import { getDb } from "@/lib/db/client";

export interface Health {
  status: "ok" | "unavailable";
  database: "ok" | "unreachable";
  checkedAt: string;
}

// Matches the pool's connection timeout; a first PGlite open (migrations included) fits well inside it.
const TIMEOUT_MS = 5_000;

/**
 * Liveness and readiness in one: the app is healthy when its database answers a trivial query in
 * time. Nothing else is reported (no versions, hosts or errors: the endpoint is public).
 */
export async function checkHealth(): Promise<Health> {
  const checkedAt = new Date().toISOString();
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("database check timed out")), TIMEOUT_MS);
    });
    await Promise.race([getDb().then((db) => db.execute(sql`select 1`)), timeout]);
    return { status: "ok", database: "ok", checkedAt };
  } catch {
    return { status: "unavailable", database: "unreachable", checkedAt };
  } finally {
    clearTimeout(timer);
  }
}
