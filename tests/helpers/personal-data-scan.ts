// Where a string is stored: every text-like column (text, varchar, char, json, jsonb, arrays, any
// user-defined type read as text) of every table in the public schema, found through
// information_schema at run time, so a table added later is scanned without editing this.
import type { Db } from "@/lib/db/types";
import { query } from "./sql";

type Column = { table_name: string; column_name: string };
export type Hit = { table: string; column: string; needle: string; rows: number };

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Text-like columns of the public schema's base tables. */
async function textColumns(db: Db): Promise<Column[]> {
  return query<Column>(
    db,
    `select c.table_name, c.column_name from information_schema.columns c
       join information_schema.tables t
         on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and (c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY',
                             'USER-DEFINED'))
      order by 1, 2`,
  );
}

/** Every column holding any of `needles`, case-insensitively (a jsonb value read as its text). */
export async function scanFor(db: Db, needles: readonly string[]): Promise<Hit[]> {
  const hits: Hit[] = [];
  for (const { table_name, column_name } of await textColumns(db)) {
    for (const needle of needles) {
      const [row] = await query<{ n: number }>(
        db,
        `select count(*)::int as n from ${ident(table_name)}
          where strpos(lower(${ident(column_name)}::text), lower($1)) > 0`,
        [needle],
      );
      if (row!.n) hits.push({ table: table_name, column: column_name, needle, rows: row!.n });
    }
  }
  return hits;
}
