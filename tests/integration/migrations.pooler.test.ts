// The migration runner and `supabase db push` keep one ledger (supabase_migrations.schema_migrations):
// whichever ran first, the other applies nothing twice; each file is its own transaction.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { Client } from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";

import { migrate, readMigrations } from "@/lib/db/migrate";
import { openPglite } from "@/lib/db/pglite";
import { openPostgres } from "@/lib/db/postgres";
import type { Connection } from "@/lib/db/types";
import { query } from "../helpers/sql";

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

/** An empty database on this project's backend (through PgBouncer in the "pgbouncer" project). */
async function emptyDatabase(): Promise<Connection> {
  const admin = inject("postgresUrl");
  let connection: Connection;
  if (admin) {
    const name = `mig_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const client = new Client({ connectionString: admin });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    connection = openPostgres((inject("pooledUrl") || admin).replace(/\/[^/]*$/, `/${name}`), 2);
    cleanups.push(async () => {
      const drop = new Client({ connectionString: admin });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    });
  } else {
    connection = await openPglite(tempDir("agency-migrations-"));
  }
  cleanups.push(() => connection.close());
  return connection;
}

const ledger = async (connection: Connection) =>
  query<{ version: string; name: string }>(
    connection.db,
    "select version, name from supabase_migrations.schema_migrations order by version",
  );
const tableExists = async (connection: Connection, table: string) =>
  (
    await query<{ t: string | null }>(connection.db, "select to_regclass($1)::text as t", [table])
  )[0]?.t !== null;

describe("one migration ledger", () => {
  it("applies nothing after `supabase db push` applied the files", async () => {
    const connection = await emptyDatabase();
    const files = await readMigrations();
    // What the Supabase CLI does (pkg/migration/history.go, file.go): its ledger, then per file
    // the statements and the version row in one implicit transaction.
    await connection.scriptTransaction(async (tx) => {
      await tx.exec(`create schema if not exists supabase_migrations;
        create table if not exists supabase_migrations.schema_migrations (version text not null primary key);
        alter table supabase_migrations.schema_migrations add column if not exists statements text[];
        alter table supabase_migrations.schema_migrations add column if not exists name text;`);
    });
    for (const file of files) {
      await connection.scriptTransaction(async (tx) => {
        await tx.exec(file.script);
        await tx.rows(
          "insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)",
          [file.version, file.name, [file.script]],
        );
      });
    }

    expect(await migrate(connection)).toEqual([]);
    expect(await ledger(connection)).toEqual(
      files.map((f) => ({ version: f.version, name: f.name })),
    );
  });

  it("records what it applies where `supabase db push` looks", async () => {
    const connection = await emptyDatabase();
    const files = await readMigrations();
    expect(await migrate(connection)).toEqual(files.map((f) => f.file));
    expect(await ledger(connection)).toEqual(
      files.map((f) => ({ version: f.version, name: f.name })),
    );
    expect(await migrate(connection)).toEqual([]);
  });

  it("carries a database of the old ledger over once, keeping its seed marker", async () => {
    const connection = await emptyDatabase();
    const files = await readMigrations();
    const old = files.filter((f) => f.version <= "20250904000000");
    await connection.scriptTransaction(async (tx) => {
      await tx.exec(`create table app_schema_migrations (
        name text primary key, applied_at timestamptz not null default now())`);
      for (const file of old) {
        await tx.exec(file.script);
        await tx.rows("insert into app_schema_migrations (name) values ($1)", [file.file]);
      }
      await tx.rows("insert into app_schema_migrations (name) values ('seed:blogs')");
    });

    const applied = await migrate(connection);
    expect(applied).toEqual(files.filter((f) => f.version > "20250904000000").map((f) => f.file));
    expect((await ledger(connection)).map((r) => r.version)).toEqual(files.map((f) => f.version));
    expect(await query(connection.db, "select name from app_markers")).toEqual([
      { name: "seed:blogs" },
    ]);
    expect(await tableExists(connection, "public.app_schema_migrations")).toBe(false);
  });
});

describe("each file in its own transaction", () => {
  it("a failing file leaves the files before it applied and recorded, and itself neither", async () => {
    const connection = await emptyDatabase();
    const dir = tempDir("agency-migration-files-");
    writeFileSync(path.join(dir, "20300101000000_first.sql"), "create table first_t (id int);");
    writeFileSync(
      path.join(dir, "20300102000000_broken.sql"),
      "create table broken_t (id int);\nselect 1 / 0;",
    );
    writeFileSync(path.join(dir, "20300103000000_third.sql"), "create table third_t (id int);");

    // The operator is told which file failed, and the database's reason.
    await expect(migrate(connection, dir)).rejects.toThrow(
      "migration 20300102000000_broken.sql failed: division by zero",
    );
    expect(await ledger(connection)).toEqual([{ version: "20300101000000", name: "first" }]);
    expect(await tableExists(connection, "first_t")).toBe(true);
    expect(await tableExists(connection, "broken_t")).toBe(false);
    expect(await tableExists(connection, "third_t")).toBe(false);
  });
});
