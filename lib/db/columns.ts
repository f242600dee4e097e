import { sql } from "drizzle-orm";
import { timestamp, uuid } from "drizzle-orm/pg-core";

/** Column shapes every table of lib/db/schema.ts and content-schema.ts shares. */
export const id = () =>
  uuid("id")
    .primaryKey()
    .default(sql`gen_random_uuid()`);
export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** A check's literal list: `array['a', 'b']::text[]` (values are the code's own constants). */
export const textList = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v}'`).join(", ")}]::text[]`);
