import "server-only";

import { cronOrUnauthorized, hasCronSecret } from "@/lib/auth/bearer";
import { logEvent } from "@/lib/log/logger";
import { refuseCrossSite } from "./same-origin";

type Report = Record<string, unknown>;
type Job<R extends Report> = {
  /** Does the work and returns the JSON report; throws when it could not run. */
  run: () => Promise<R>;
  /** Log message for a report worth a line (`worth` says which; its fields are the line's), and for a failure. */
  log: { done: string; failed: string; worth: (report: R) => boolean };
  /** What the scheduler is told on failure (the log has the error). */
  failure: string;
};

/**
 * The GET and POST handlers of a job only schedulers start (`Authorization: Bearer $CRON_SECRET`,
 * docs/deploy.md): GET takes the secret only, a POST without it is refused cross-site first, then
 * 401. The report is JSON, never cached; a failure is a 503 with a plain sentence and one log line.
 */
export function cronJob<R extends Report>({ run, log, failure }: Job<R>) {
  const respond = async () => {
    try {
      const report = await run();
      if (log.worth(report)) logEvent("info", log.done, report);
      return Response.json(report, { headers: { "cache-control": "no-store" } });
    } catch (error) {
      logEvent("error", log.failed, { error });
      return Response.json({ error: failure }, { status: 503 });
    }
  };
  return {
    GET: async (request: Request) => cronOrUnauthorized(request) ?? respond(),
    POST: async (request: Request) =>
      hasCronSecret(request)
        ? respond()
        : (refuseCrossSite(request) ??
          Response.json(
            { error: "Send Authorization: Bearer $CRON_SECRET." },
            { status: 401, headers: { "www-authenticate": "Bearer" } },
          )),
  };
}
