import { logger } from "./base-logger.mjs";

export type Level = "info" | "warn" | "error";

/**
 * The one server logger (pino, lib/log/base-logger.mjs, shared with the cache handlers): every
 * line is one JSON object with `time` (ISO), `level` (its name) and `msg`, plus fields such as the
 * request `path` and Next's `digest`, so a log collector can index them.
 */
export { logger };

// drizzle's message for a failed statement: the SQL, then every bound value on a "params:" line.
const FAILED_QUERY = /Failed query: [\s\S]*?(?:\nparams: [^\n]*|$)/g;

/** Text bound for the log, with any failed statement's SQL and bound values (lead data) cut out. */
export function redactText(text: string): string {
  return text.replace(FAILED_QUERY, "Failed query (statement and parameters withheld)");
}

/**
 * Errors become their message (and code): a stack or a connection string must not reach a shared
 * log by accident, and visitors never see either (they get a fixed text and the digest).
 */
export function plain(value: unknown): unknown {
  if (typeof value === "string") return redactText(value);
  if (!(value instanceof Error)) return value;
  // drizzle's wrapper names the query and every parameter (a lead's e-mail, a post's body): the
  // database's own error behind it is what the log keeps.
  if ("query" in value && "params" in value && value.cause instanceof Error) {
    return plain(value.cause);
  }
  const code = (value as { code?: unknown }).code;
  const message = redactText(value.message);
  return typeof code === "string" ? `${message} (${code})` : message;
}

export function logEvent(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) clean[key] = plain(value);
  logger[level](clean, redactText(msg));
}
