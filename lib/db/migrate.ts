import { readFile, readdir } from "node:fs/promises";
import path from "node:path";

import type { Db } from "./types";

// turbopackIgnore: a runtime path, not a module; without it the build traces the whole project.
export const migrationsDir = path.join(
  /* turbopackIgnore: true */ process.cwd(),
  "supabase",
  "migrations",
);

/** Serialises runners across app instances starting at once (any constant; ours spells "mig"). */
const LOCK_KEY = 0x6d6967;

/**
 * Applies supabase/migrations/*.sql in file-name order, each once, recording it in
 * app_schema_migrations. All pending files run in one transaction under an advisory lock, so two
 * instances starting together never apply a file twice and a failing file leaves nothing half
 * done. The same files work with `supabase db push`. Returns the names applied by this call.
 */
export async function migrate(db: Db, dir = migrationsDir): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith(".sql")).sort();
  const scripts = await Promise.all(files.map((f) => readFile(path.join(dir, f), "utf8")));
  return db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock($1)", [LOCK_KEY]);
    await tx.exec(
      `create table if not exists app_schema_migrations (
         name text primary key,
         applied_at timestamptz not null default now()
       )`,
    );
    const rows = await tx.query<{ name: string }>("select name from app_schema_migrations");
    const done = new Set(rows.map((r) => r.name));
    const applied: string[] = [];
    for (const [i, file] of files.entries()) {
      if (done.has(file)) continue;
      await tx.exec(scripts[i] ?? "");
      await tx.query("insert into app_schema_migrations (name) values ($1)", [file]);
      applied.push(file);
    }
    return applied;
  });
}
