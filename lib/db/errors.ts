import { DrizzleQueryError } from "drizzle-orm/errors";

/**
 * The database's own error behind drizzle's wrapper. The wrapper's message carries the query and
 * every parameter (a lead's name and e-mail, a post's body): never for a log line or a report.
 */
export function dbError(error: unknown): unknown {
  return error instanceof DrizzleQueryError && error.cause !== undefined ? error.cause : error;
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
