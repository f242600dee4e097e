import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

/** What both drivers answer to a raw statement (`db.execute`): pg's QueryResult, PGlite's Results. */
interface RowsResultHKT extends PgQueryResultHKT {
  readonly type: Rows<this["row"]>;
}
type Rows<Row> = { rows: Row[] };

/**
 * A typed query handle on either driver (PGlite or node-postgres), or a transaction of one: what
 * the domain modules' repositories take. Built with drizzle-orm from lib/db/schema.ts.
 */
export type Db = PgDatabase<RowsResultHKT>;

/** A transaction in which whole SQL files run (several statements each): the migration runner's. */
export interface ScriptTransaction {
  /** Runs a script of any number of statements, without parameters. */
  exec(script: string): Promise<void>;
  /** One parameterised statement; the rows as the driver returns them (the caller checks them). */
  rows(statement: string, params?: readonly unknown[]): Promise<Record<string, unknown>[]>;
}

/** An open database: its typed handle, the migration runner's door, and how to close it. */
export interface Connection {
  readonly kind: "pglite" | "postgres";
  readonly db: Db;
  scriptTransaction<T>(fn: (tx: ScriptTransaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
