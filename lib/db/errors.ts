import { DrizzleQueryError } from "drizzle-orm/errors";

/**
 * drizzle's query wrapper, recognised by shape as well as by class: a server bundle can hold two
 * copies of drizzle-orm, and then `instanceof` fails and a unique violation would read as an
 * unknown error ("Failed to save …") instead of its clear message.
 */
function isQueryWrapper(error: unknown): error is { cause: unknown } {
  if (error instanceof DrizzleQueryError) return error.cause !== undefined;
  return (
    error instanceof Error &&
    "query" in error &&
    "params" in error &&
    error.cause !== undefined &&
    error.message.startsWith("Failed query:")
  );
}

/**
 * The database's own error behind drizzle's wrapper. The wrapper's message carries the query and
 * every parameter (a lead's name and e-mail, a post's body): never for a log line or a report.
 */
export function dbError(error: unknown): unknown {
  let current = error;
  // A transaction may wrap a wrapped error; a few levels are all drizzle ever nests.
  for (let depth = 0; depth < 4 && isQueryWrapper(current); depth++) current = current.cause;
  return current;
}

/** Postgres's SQLSTATE of a failed query (e.g. "23505", unique violation), if it has one. */
export function pgCode(error: unknown): string | undefined {
  const cause = dbError(error);
  const code = cause && typeof cause === "object" && "code" in cause ? cause.code : undefined;
  return typeof code === "string" ? code : undefined;
}

/** What to write down about a failed query: the database's message, without the parameters. */
export function dbErrorMessage(error: unknown): string {
  const cause = dbError(error);
  return cause instanceof Error ? cause.message : String(cause);
}
