// Per integration test file: its own empty, migrated database on the project's backend (PGlite,
// PostgreSQL, or PostgreSQL behind PgBouncer), a copy of the migrated template the global setup
// made (tests/helpers/global-setup.ts), then torn down. Unit tests get none.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { Client } from "pg";
import { afterAll, inject } from "vitest";

const slot = globalThis as typeof globalThis & { __agencyDb?: Promise<{ close(): Promise<void> }> };
process.env.SEED_SAMPLES = "false";

const postgresUrl = inject("postgresUrl");
let cleanup: () => Promise<void>;
if (postgresUrl) {
  const name = `test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject("postgresTemplate")}`);
  await admin.end();
  // The app connects through the pooler where the project has one; setup and teardown do not.
  process.env.DATABASE_URL = (inject("pooledUrl") || postgresUrl).replace(/\/[^/]*$/, `/${name}`);
  cleanup = async () => {
    const client = new Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
} else {
  const dir = mkdtempSync(path.join(tmpdir(), "agency-pglite-"));
  cpSync(inject("pgliteTemplate"), dir, { recursive: true });
  process.env.PGLITE_DIR = dir;
  delete process.env.DATABASE_URL;
  cleanup = async () => rmSync(dir, { recursive: true, force: true });
}

afterAll(async () => {
  const db = slot.__agencyDb;
  slot.__agencyDb = undefined;
  await (await db?.catch(() => undefined))?.close();
  await cleanup();
});
