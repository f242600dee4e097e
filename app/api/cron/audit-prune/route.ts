import { cronOrUnauthorized, hasCronSecret } from "@/lib/auth/bearer";
import { pruneAuditLog } from "@/lib/audit/queries";
import { refuseCrossSite } from "@/lib/http/same-origin";
import { logEvent } from "@/lib/log/logger";

/**
 * For a daily scheduler: deletes the audit entries older than the owners' retention setting (the
 * table's trigger refuses any younger one). GET or POST with `Authorization: Bearer $CRON_SECRET`
 * and no body (docs/deploy.md). Safe to repeat or overlap: a second run finds nothing to delete.
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
    const deleted = await pruneAuditLog();
    if (deleted) logEvent("info", "audit log pruned", { deleted });
    return Response.json({ deleted }, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    logEvent("error", "audit prune failed", { error });
    return Response.json(
      { error: "The prune could not run. See the server log." },
      { status: 503 },
    );
  }
}
