import type { Instrumentation } from "next";

/**
 * Once per server process, as it starts (Node only; the proxy and every route here run on Node).
 * First lib/startup.ts, which validates the environment and stops a misconfigured production
 * server with the reason (not in `next build`, whose workers load this file too); then the hook
 * that records each request's socket peer for lib/request-ip.ts, before the first request, and
 * the one that gives each request an id for its log lines (lib/log/server-output.ts).
 */
export async function register() {
  // Next's documented runtime check; it is replaced at build time, so lib/env is not involved.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE !== "phase-production-build") {
    await (await import("./lib/startup")).onServerStart();
    // Next prints its own errors and notices with console.*: in production they become log lines.
    const { installRequestLogging, routeConsoleToLog } = await import("./lib/log/server-output");
    if (process.env.NODE_ENV === "production") routeConsoleToLog();
    installRequestLogging();
    // Page-view beacons are answered before Next routes them (lib/analytics/fast-path.ts).
    (await import("./lib/analytics/fast-path")).installBeaconFastPath();
  }
  const { installClientAddressHook } = await import("./lib/request-ip");
  installClientAddressHook();
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
