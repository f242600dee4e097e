// Vitest global setup, per project: a migrated PGlite template (copied per test file, far faster
// than migrating each), or a real PostgreSQL 15 with a migrated template database (each file's
// database is created from it), or PgBouncer (transaction mode) in front of one.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { Client } from "pg";
import type { TestProject } from "vitest/node";

import { migrate } from "@/lib/db/migrate";
import { openPglite } from "@/lib/db/pglite";
import { openPostgres } from "@/lib/db/postgres";
import { startPgbouncer } from "./pgbouncer-server";
import { startPostgres } from "./postgres-server";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** Direct to PostgreSQL: where the per-file databases are created and dropped. */
    postgresUrl: string;
    /** PgBouncer's URL (to database "postgres"), in the "pgbouncer" project only. */
    pooledUrl: string;
    /** The migrated database each file's own is created from (`create database … template`). */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (project.name === "postgres" || project.name === "pgbouncer") {
    const server = await startPostgres();
    project.provide("postgresUrl", server.url());
    const template = await migratedTemplate(server.url()).catch(async (error: unknown) => {
      await server.stop();
      throw error;
    });
    project.provide("postgresTemplate", template);
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

/**
 * Migrates a database once, directly (not through the pooler), for the files to copy: half a
 * second per file saved, and each file's first `migrate()` still runs, finding nothing to apply
 * (tests/integration/migrations.pooler.test.ts migrates empty databases, through PgBouncer too).
 * A template must have no open connections while it is copied: the migration's pool is closed.
 */
async function migratedTemplate(adminUrl: string): Promise<string> {
  const name = "agency_template";
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const connection = openPostgres(adminUrl.replace(/\/[^/]*$/, `/${name}`), 2);
  try {
    await migrate(connection);
  } finally {
    await connection.close();
  }
  return name;
}
