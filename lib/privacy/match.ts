import "server-only";

import { inArray, or, sql, type AnyColumn, type SQL } from "drizzle-orm";

/** `column` equals one of the address's spellings, whatever its case. */
export const equalsAddress = (column: AnyColumn, forms: readonly string[]): SQL =>
  inArray(sql`lower(${column})`, [...forms]);

/** `column` (text, or jsonb read as text) contains one of `needles` (already lower-cased). */
export const mentions = (column: AnyColumn | SQL, needles: readonly string[]): SQL =>
  or(...needles.map((n) => sql`strpos(lower(${column}::text), ${n}) > 0`)) ?? sql`false`;
