import type { Instrumentation } from "next";

/** Runs once when a server process starts (not in the edge runtime). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { openDatabaseAtStart } = await import("./lib/db/start");
  await openDatabaseAtStart();
}

/**
 * Every request that fails on the server (a page, a server action, a route handler, the proxy)
 * becomes one JSON log line. Only the message and Next's digest are logged: the digest is what
 * the visitor's error page shows, so a report can be matched to its line.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  const { logEvent } = await import("./lib/log/logger");
  const failure = error as { message?: unknown; digest?: unknown };
  logEvent("error", "request failed", {
    method: request.method,
    path: request.path,
    route: context.routePath,
    routeType: context.routeType,
    error: String(failure.message ?? error),
    digest: typeof failure.digest === "string" ? failure.digest : undefined,
  });
};
