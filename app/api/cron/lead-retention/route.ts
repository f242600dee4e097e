import { cronOrUnauthorized, hasCronSecret } from "@/lib/auth/bearer";
import { refuseCrossSite } from "@/lib/http/same-origin";
import { logEvent } from "@/lib/log/logger";
import { runLeadRetention } from "@/lib/privacy/retention";

/**
 * For a daily scheduler: deletes the leads older than the owners' retention setting (Settings,
 * "Delete leads older than"), with their notes, mails and webhook deliveries; does nothing while
 * it is off (the default). GET or POST with `Authorization: Bearer $CRON_SECRET` and no body
 * (docs/deploy.md). Safe to repeat or overlap: a second run finds nothing to delete.
 */
export async function GET(request: Request) {
  return cronOrUnauthorized(request) ?? prune();
}

export async function POST(request: Request) {
  if (!hasCronSecret(request)) {
    return (
      refuseCrossSite(request) ??
      Response.json(
        { error: "Send Authorization: Bearer $CRON_SECRET." },
        { status: 401, headers: { "www-authenticate": "Bearer" } },
      )
    );
  }
  return prune();
}

async function prune() {
  try {
    const deleted = await runLeadRetention();
    if (deleted?.leads) logEvent("info", "old leads deleted", { ...deleted });
    return Response.json(deleted ? { enabled: true, deleted } : { enabled: false }, {
      headers: { "cache-control": "no-store" },
    });
  } catch (error) {
    logEvent("error", "lead retention failed", { error });
    return Response.json(
      { error: "The retention job could not run. See the server log." },
      { status: 503 },
    );
  }
}
