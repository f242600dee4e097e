import { logger } from "./base-logger.mjs";

export type Level = "info" | "warn" | "error";

/**
 * The one server logger (pino, lib/log/base-logger.mjs, shared with the cache handlers): every
 * line is one JSON object with `time` (ISO), `level` (its name) and `msg`, plus fields such as the
 * request `path` and Next's `digest`, so a log collector can index them.
 */
export { logger };

/**
 * Errors become their message (and code): a stack or a connection string must not reach a shared
 * log by accident, and visitors never see either (they get a fixed text and the digest).
 */
function plain(value: unknown): unknown {
  if (!(value instanceof Error)) return value;
  // drizzle's wrapper names the query and every parameter (a lead's e-mail, a post's body): the
  // database's own error behind it is what the log keeps.
  if ("query" in value && "params" in value && value.cause instanceof Error) {
    return plain(value.cause);
  }
  const code = (value as { code?: unknown }).code;
  return typeof code === "string" ? `${value.message} (${code})` : value.message;
}

export function logEvent(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) clean[key] = plain(value);
  logger[level](clean, msg);
}
