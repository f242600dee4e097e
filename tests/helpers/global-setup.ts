// Vitest global setup, per project: a migrated PGlite template (copied per test file, far faster
// than migrating each), or a real PostgreSQL 15, or PgBouncer (transaction mode) in front of one.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import type { TestProject } from "vitest/node";

import { migrate } from "@/lib/db/migrate";
import { openPglite } from "@/lib/db/pglite";
import { startPgbouncer } from "./pgbouncer-server";
import { startPostgres } from "./postgres-server";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** Direct to PostgreSQL: where the per-file databases are created and dropped. */
    postgresUrl: string;
    /** PgBouncer's URL (to database "postgres"), in the "pgbouncer" project only. */
    pooledUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (project.name === "postgres" || project.name === "pgbouncer") {
    const server = await startPostgres();
    project.provide("postgresUrl", server.url());
    if (project.name === "postgres") return () => server.stop();
    const pooler = await startPgbouncer(server).catch(async (error: unknown) => {
      await server.stop();
      throw error;
    });
    project.provide("pooledUrl", pooler.url("postgres"));
    return async () => {
      await pooler.stop();
      await server.stop();
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), "agency-pglite-template-"));
  const connection = await openPglite(dir);
  await migrate(connection);
  await connection.close();
  project.provide("pgliteTemplate", dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
