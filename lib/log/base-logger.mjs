// @ts-check
// Plain JavaScript on purpose: the app's logger (lib/log/logger.ts) and the cache handlers Next
// loads unbundled at run time (lib/cache/*.mjs) share this one pino instance, so every server log
// line has the same shape and goes to the same stream.
import { AsyncLocalStorage } from "node:async_hooks";

import pino from "pino";
import pretty from "pino-pretty";

// The clock through the timing API: a log line written while a cached page renders must not read
// `Date.now()`, which Cache Components refuses during a prerender (the page's content may not
// depend on the time; a log line's timestamp does not reach the page).
const isoTime = () =>
  `,"time":"${new Date(performance.timeOrigin + performance.now()).toISOString()}"`;

// One per process, whichever bundle or unbundled module asks first.
const slot =
  /** @type {typeof globalThis & { __agencyLogger?: pino.Logger, __agencyRequestContext?: AsyncLocalStorage<{ requestId: string }> }} */ (
    globalThis
  );

/**
 * The request being served, set by the server's request hook (lib/log/server-output.ts): every
 * line logged while serving it carries its `requestId`, so one request's lines can be found.
 */
export const requestContext = (slot.__agencyRequestContext ??= new AsyncLocalStorage());

/** The levels pino knows; lib/env.ts refuses any other LOG_LEVEL at start. */
const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];
const wanted = process.env.LOG_LEVEL ?? "info";

/** @type {pino.LoggerOptions} */
const options = {
  base: undefined,
  timestamp: isoTime,
  formatters: { level: (label) => ({ level: label }) },
  // pino throws on a level it does not know, and the logger is made on first use: an unknown
  // value would fail every request instead of the start, where lib/env.ts names it.
  level: LOG_LEVELS.includes(wanted) ? wanted : "info",
  mixin: () => {
    const request = requestContext.getStore();
    return request ? { requestId: request.requestId } : {};
  },
};

/**
 * Every line one JSON object with `time` (ISO), `level` (its name) and `msg`, plus fields. Pretty,
 * coloured lines in development; JSON everywhere else. No worker-thread transport: Next bundles
 * server code, and a synchronous stream survives that.
 */
export const logger = (slot.__agencyLogger ??=
  process.env.NODE_ENV === "development"
    ? pino(options, pretty({ sync: true, translateTime: "SYS:HH:MM:ss.l" }))
    : pino(options, pino.destination({ sync: true })));

/**
 * For the unbundled cache handlers: `fields` must be plain values (no Error objects).
 * @param {"info" | "warn" | "error"} level
 * @param {string} msg
 * @param {Record<string, unknown>} [fields]
 */
export function logLine(level, msg, fields = {}) {
  logger[level](fields, msg);
}
