// Hand-written SQL for tests' own setup and assertions, through the app's typed handle: `$1`…
// placeholders bound as parameters, the rows as the driver returns them (snake_case keys,
// timestamps as text).
import { sql, type SQL } from "drizzle-orm";

import { dbError } from "@/lib/db/errors";
import type { Db } from "@/lib/db/types";

function bind(text: string, params: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) => (i % 2 ? sql`${sql.param(params[Number(part) - 1])}` : sql.raw(part))),
  );
}

export async function query<Row = Record<string, unknown>>(
  db: Db,
  text: string,
  params: readonly unknown[] = [],
): Promise<Row[]> {
  // The database's own error, as the tests expect it (drizzle wraps it with the query).
  const result = await db.execute(bind(text, params)).catch((error: unknown) => {
    throw dbError(error);
  });
  return result.rows as Row[];
}

/** Runs each `;`-separated statement (the test scripts hold no semicolons inside statements). */
export async function exec(db: Db, script: string): Promise<void> {
  for (const statement of script.split(";")) {
    if (statement.trim()) await query(db, statement);
  }
}
