import { staffOrUnauthorized } from "@/lib/auth";
import { cronOrUnauthorized, hasCronSecret } from "@/lib/auth/bearer";
import { publishDuePosts } from "@/lib/blog/publishing";
import { deliverPurgeQueue } from "@/lib/cache/purge";
import { refuseCrossSite } from "@/lib/http/same-origin";
import { deliverOutbox } from "@/lib/leads/admin-queries";
import { logEvent } from "@/lib/log/logger";
import { deliverNewsletterSends } from "@/lib/newsletter/queries";
import { deliverWebhookQueue } from "@/lib/webhooks/deliver";

/**
 * For schedulers (every minute or so): delivers due and retrying mails, newsletter sends (each call works ≤ 45 s on
 * them), webhooks and cache purges, then
 * publishes scheduled posts now due. Their cache purges go out right after the response (as after
 * a staff write): Next applies this request's cache expiries when the handler returns, and a
 * refresh sent before that would store the old pages in the cache in front. GET or POST with
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
    const staff = await staffOrUnauthorized("leads.manage");
    if (staff instanceof Response) return staff;
  }
  return deliver();
}

async function deliver() {
  try {
    const [report, purges, webhooks, newsletter] = await Promise.all([
      deliverOutbox(100),
      deliverPurgeQueue(100),
      deliverWebhookQueue(100),
      deliverNewsletterSends(),
    ]);
    // A publishing failure is logged and reported; mail and purges went out already.
    const published = await publishDuePosts(new Date()).catch((error: unknown) => {
      logEvent("error", "scheduled publishing failed", { error });
      return null;
    });
    return Response.json(
      { report, purges, webhooks, newsletter, published },
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
