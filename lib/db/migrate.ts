import { readFile, readdir } from "node:fs/promises";
import path from "node:path";

import type { Connection, ScriptTransaction } from "./types";

// turbopackIgnore: a runtime path, not a module; without it the build traces the whole project.
const migrationsDir = path.join(
  /* turbopackIgnore: true */ process.cwd(),
  "supabase",
  "migrations",
);

/** Serialises runners across app instances starting at once (any constant; ours spells "mig"). */
const LOCK_KEY = 0x6d6967;
/** The Supabase CLI's pattern: the version is the leading number, the name the rest. */
const FILE_NAME = /^([0-9]+)_(.*)\.sql$/;

/**
 * The ledger `supabase db push` keeps, created the way the Supabase CLI creates it, so either tool
 * sees what the other applied. A database migrated by this runner's first version kept its own
 * ledger (app_schema_migrations): its file rows are copied over (the migration
 * 20261123234323_app_markers then moves the rest and drops it).
 */
const LEDGER_SQL = `
  create schema if not exists supabase_migrations;
  create table if not exists supabase_migrations.schema_migrations (version text not null primary key);
  alter table supabase_migrations.schema_migrations add column if not exists statements text[];
  alter table supabase_migrations.schema_migrations add column if not exists name text;
  do $$
  begin
    if to_regclass('public.app_schema_migrations') is not null then
      insert into supabase_migrations.schema_migrations (version, name)
      select substring(name from '^([0-9]+)_'), substring(name from '^[0-9]+_(.*)\\.sql$')
      from public.app_schema_migrations where name ~ '^[0-9]+_.*\\.sql$'
      on conflict (version) do nothing;
    end if;
  end
  $$;`;

/**
 * A migration file that failed, named: the database's own message says what (e.g. "permission
 * denied to create role"), the file says where. Its code is the database's (e.g. 42501).
 */
export class MigrationError extends Error {
  readonly file: string;
  readonly code: string | undefined;
  constructor(file: string, cause: unknown) {
    const message = cause instanceof Error ? cause.message : String(cause);
    super(`migration ${file} failed: ${message}`, { cause });
    this.name = "MigrationError";
    this.file = file;
    const code = (cause as { code?: unknown } | null)?.code;
    this.code = typeof code === "string" ? code : undefined;
  }
}

export type MigrationFile = { version: string; name: string; file: string; script: string };

/** The directory's migrations in version order; other entries (drizzle-kit's meta/) are skipped. */
export async function readMigrations(dir = migrationsDir): Promise<MigrationFile[]> {
  const files = (await readdir(dir)).filter((f) => FILE_NAME.test(f)).sort();
  return Promise.all(
    files.map(async (file) => {
      const [, version = "", name = ""] = FILE_NAME.exec(file) ?? [];
      return { version, name, file, script: await readFile(path.join(dir, file), "utf8") };
    }),
  );
}

/** Under the lock, with no time limit a role may set: a migration may build a large index. */
async function begin(tx: ScriptTransaction) {
  await tx.rows("select pg_advisory_xact_lock($1)", [LOCK_KEY]);
  await tx.rows("select set_config('statement_timeout', '0', true)");
}

/**
 * Applies supabase/migrations/*.sql in version order, each once, recording it in
 * supabase_migrations.schema_migrations. Each file runs in its own transaction together with its
 * ledger row, under a transaction-scoped advisory lock (safe behind a transaction-mode pooler):
 * two instances starting together never apply a file twice, and a failing file leaves the files
 * before it applied and recorded, and itself neither. Returns the files applied by this call.
 */
export async function migrate(connection: Connection, dir = migrationsDir): Promise<string[]> {
  const files = await readMigrations(dir);
  const done = await connection.scriptTransaction(async (tx) => {
    await begin(tx);
    await tx.exec(LEDGER_SQL).catch((error: unknown) => {
      throw new MigrationError("its ledger (supabase_migrations.schema_migrations)", error);
    });
    const rows = await tx.rows("select version from supabase_migrations.schema_migrations");
    return new Set(rows.map((r) => String(r.version)));
  });
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file.version)) continue;
    const ran = await connection.scriptTransaction(async (tx) => {
      await begin(tx);
      // Another instance may have applied it while this one waited for the lock.
      const again = await tx.rows(
        "select 1 from supabase_migrations.schema_migrations where version = $1",
        [file.version],
      );
      if (again.length) return false;
      await tx.exec(file.script).catch((error: unknown) => {
        throw new MigrationError(file.file, error);
      });
      await tx.rows(
        "insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)",
        [file.version, file.name, [file.script]],
      );
      return true;
    });
    if (ran) applied.push(file.file);
  }
  return applied;
}
