import { staffOrUnauthorized } from "@/lib/auth";
import { cronOrUnauthorized, hasCronSecret } from "@/lib/auth/bearer";
import { publishDuePosts } from "@/lib/blog/publishing";
import { deliverPurgeQueue } from "@/lib/cache/purge";
import { refuseCrossSite } from "@/lib/http/same-origin";
import { deliverOutbox } from "@/lib/leads/admin-queries";
import { logEvent } from "@/lib/log/logger";

/**
 * For schedulers (every minute or so): publishes scheduled posts now due (first, so their cache
 * purges go out in this run), then delivers due and retrying mails and cache purges. GET or POST with
 * `Authorization: Bearer $CRON_SECRET` and no body (docs/deploy.md has recipes); staff may also
 * POST from a signed-in session. Safe to run on several instances at once (row claims).
 */
export async function GET(request: Request) {
  return cronOrUnauthorized(request) ?? deliver();
}

export async function POST(request: Request) {
  if (!hasCronSecret(request)) {
    const crossSite = refuseCrossSite(request);
    if (crossSite) return crossSite;
    const staff = await staffOrUnauthorized();
    if (staff instanceof Response) return staff;
  }
  return deliver();
}

async function deliver() {
  try {
    // A publishing failure is logged and reported; mail and purges still go out.
    const published = await publishDuePosts(new Date()).catch((error: unknown) => {
      logEvent("error", "scheduled publishing failed", { error });
      return null;
    });
    const [report, purges] = await Promise.all([deliverOutbox(100), deliverPurgeQueue(100)]);
    return Response.json(
      { report, purges, published },
      { headers: { "cache-control": "no-store" } },
    );
  } catch (error) {
    logEvent("error", "outbox run failed", { error });
    return Response.json(
      { error: "The outbox could not run. See the server log." },
      { status: 503 },
    );
  }
}
