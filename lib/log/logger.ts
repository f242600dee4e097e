import pino from "pino";
import pretty from "pino-pretty";

export type Level = "info" | "warn" | "error";

/**
 * The one server logger (pino): every line is one JSON object with `time` (ISO), `level` (its
 * name) and `msg`, plus fields such as the request `path` and Next's `digest`, so a log
 * collector can index them. Pretty, coloured lines in development; JSON everywhere else. No
 * worker-thread transport: Next bundles server code, and a synchronous stream survives that.
 */
// The clock through the timing API: a log line written while a cached page renders must not read
// `Date.now()`, which Cache Components refuses during a prerender (the page's content may not
// depend on the time; a log line's timestamp does not reach the page).
const isoTime = () =>
  `,"time":"${new Date(performance.timeOrigin + performance.now()).toISOString()}"`;

const options: pino.LoggerOptions = {
  base: undefined,
  timestamp: isoTime,
  formatters: { level: (label) => ({ level: label }) },
  level: process.env.LOG_LEVEL ?? "info",
};

const slot = globalThis as typeof globalThis & { __agencyLogger?: pino.Logger };

export const logger: pino.Logger = (slot.__agencyLogger ??=
  process.env.NODE_ENV === "development"
    ? pino(options, pretty({ sync: true, translateTime: "SYS:HH:MM:ss.l" }))
    : pino(options, pino.destination({ sync: true })));

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
