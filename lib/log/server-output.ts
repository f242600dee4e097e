import "server-only";

import { randomUUID } from "node:crypto";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, ServerResponse } from "node:http";
import { formatWithOptions } from "node:util";

import { env } from "@/lib/env";
import { requestContext } from "./base-logger.mjs";
import { logEvent, plain, redactText, type Level } from "./logger";
import { logThrottled } from "./throttle";

/*
 * Every line the production server writes is one JSON object from the one logger. Next prints
 * its own errors (a failed render, an uncaught exception, a failed proxy) and its start banner
 * with console.*, as text with stacks and whatever the error carried; so the console is routed
 * into the logger, errors reduced as logEvent reduces them. Each request gets an id that every
 * line logged while serving it carries (the logger's mixin reads it).
 */

const slot = Symbol.for("agency-site.server-output");
type Installed = { console: boolean; requests: boolean };
const installed = () =>
  ((globalThis as { [slot]?: Installed })[slot] ??= { console: false, requests: false });

/** A request id a proxy in front may pass on (nginx's $request_id); anything else is replaced. */
const REQUEST_ID = /^[\w.:-]{8,64}$/;
const MAX_MESSAGE = 2_000;
const PREVIEW_TOKEN = /^(\/admin\/preview\/(?:work\/)?)[^/]+/;

/** Once per process: ids for every request, and the access log when ACCESS_LOG is set. */
export function installRequestLogging(): void {
  if (installed().requests) return;
  installed().requests = true;
  subscribe("http.server.request.start", (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    const sent = request.headers["x-request-id"];
    const requestId = typeof sent === "string" && REQUEST_ID.test(sent) ? sent : randomUUID();
    // Published just before the server emits "request": the handler runs inside this context.
    requestContext.enterWith({ requestId });
    if (env.ACCESS_LOG) accessLog(request, response, requestId);
  });
}

function accessLog(request: IncomingMessage, response: ServerResponse, requestId: string) {
  const started = performance.now();
  // The path only: a query string may carry an address or a token (?email=…); so does a
  // preview link's last segment.
  const path = (request.url ?? "").split("?")[0]?.replace(PREVIEW_TOKEN, "$1[token]").slice(0, 512);
  response.once("close", () =>
    logEvent("info", "request", {
      requestId,
      method: request.method,
      path,
      status: response.statusCode,
      ms: Math.round(performance.now() - started),
      ...(response.writableFinished ? {} : { aborted: true }),
    }),
  );
}

const METHODS: [keyof Console, Level][] = [
  ["error", "error"],
  ["warn", "warn"],
  ["log", "info"],
  ["info", "info"],
  ["debug", "info"],
  ["trace", "info"],
];
// Next's own prefixes (⨯ error, ⚠ warn, ✓ ready, ▲ banner, ○ …) and any colour codes.
const DECORATION = /\u001b\[[0-9;]*m|^\s*[⨯⚠✓▲○●ƒ]\s*/gu;

/** Once per process, in production: console.* become log lines (see above). */
export function routeConsoleToLog(): void {
  if (installed().console) return;
  installed().console = true;
  for (const [method, level] of METHODS) {
    (console as unknown as Record<string, (...args: unknown[]) => void>)[method] = (...args) =>
      consoleLine(level, args);
  }
}

/**
 * Node's error when a client goes away in the middle of its request body. Next reports it as a
 * failed request (console.error), so anyone could fill the log with large aborted uploads: it is
 * the client's doing, noted at info level within a budget.
 */
const isClientAbort = (error: Error | undefined) =>
  error?.message === "aborted" && (error as { code?: unknown }).code === "ECONNRESET";
const CLIENT_ABORT_LOG_BUDGET = { lines: 10, windowMs: 60_000 };

function consoleLine(level: Level, args: unknown[]) {
  const error = args.find((a): a is Error => a instanceof Error);
  if (isClientAbort(error)) {
    logThrottled("client-abort", CLIENT_ABORT_LOG_BUDGET, "info", "request aborted by the client");
    return;
  }
  // Any further error is reduced too: formatted whole, it would print its stack.
  const rest = args
    .filter((a) => a !== error)
    .map((a) => (a instanceof Error ? plain(a) : withoutParams(a)));
  const text = redactText(formatWithOptions({ colors: false, depth: 2 }, ...rest))
    .replace(DECORATION, "")
    .trim()
    .slice(0, MAX_MESSAGE);
  if (!text && !error) return; // the blank lines Next prints between sections
  const digest = (error as { digest?: unknown } | undefined)?.digest;
  logEvent(level, text || "error", {
    ...(error ? { error: plain(error) } : {}),
    ...(typeof digest === "string" ? { digest } : {}),
  });
}

/** A query's bound values (pg and drizzle carry them as `params`) never reach the log. */
function withoutParams(value: unknown): unknown {
  if (typeof value !== "object" || value === null || !("params" in value)) return value;
  return { ...value, params: "[withheld]" };
}
