import { cronOrUnauthorized, hasCronSecret } from "@/lib/auth/bearer";
import { sendFollowUpDigests } from "@/lib/follow-ups/digest";
import { refuseCrossSite } from "@/lib/http/same-origin";
import { logEvent } from "@/lib/log/logger";

/**
 * For a daily scheduler (07:00 in the agency's time zone, say): queues and sends each owner's
 * follow-up digest for today (lib/follow-ups/digest.ts). GET or POST with
 * `Authorization: Bearer $CRON_SECRET` and no body (docs/deploy.md). Safe to run hourly, twice
 * at once or on every instance: one digest per owner per day, by the table's key.
 */
export async function GET(request: Request) {
  return cronOrUnauthorized(request) ?? run();
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
  return run();
}

async function run() {
  try {
    const result = await sendFollowUpDigests();
    if (result.queued) logEvent("info", "follow-up digests queued", { ...result });
    return Response.json(result, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    logEvent("error", "follow-up digests failed", { error });
    return Response.json(
      { error: "The follow-up digests could not run. See the server log." },
      { status: 503 },
    );
  }
}
