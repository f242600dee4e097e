// Vitest global setup: a migrated PGlite template (copied per test file, ~0.4 s instead of ~5 s)
// and, for the "postgres" project, a real PostgreSQL 15 server.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import type { TestProject } from "vitest/node";

import { migrate } from "@/lib/db/migrate";
import { openPglite } from "@/lib/db/pglite";
import { startPostgres } from "./postgres-server";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (project.name === "postgres") {
    const server = await startPostgres();
    project.provide("postgresUrl", server.url());
    return () => server.stop();
  }
  const dir = mkdtempSync(path.join(tmpdir(), "agency-pglite-template-"));
  const db = await openPglite(dir);
  await migrate(db);
  await db.close();
  project.provide("pgliteTemplate", dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
