import { hasCronOrProcessToken } from "@/lib/auth/bearer";
import { publishDuePosts } from "@/lib/blog/publishing";
import { refuseCrossSite } from "@/lib/http/same-origin";
import { logEvent } from "@/lib/log/logger";

/**
 * Publishes the scheduled posts now due (exactly once each; lib/blog/publishing.ts) and expires
 * every cache listing them. GET or POST with `Authorization: Bearer $CRON_SECRET`, or the
 * server's own process token (the embedded default's in-process timer). /api/cron/outbox runs
 * this too, so one scheduler entry covers both.
 */
export async function GET(request: Request) {
  return publish(request);
}

export async function POST(request: Request) {
  return publish(request);
}

async function publish(request: Request) {
  if (!hasCronOrProcessToken(request)) {
    // As every state-changing handler: another site's request is refused before anything else.
    const crossSite = refuseCrossSite(request);
    if (crossSite) return crossSite;
    return Response.json(
      { error: "Send Authorization: Bearer $CRON_SECRET." },
      { status: 401, headers: { "www-authenticate": "Bearer" } },
    );
  }
  try {
    const published = await publishDuePosts(new Date());
    return Response.json({ published }, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    logEvent("error", "scheduled publishing failed", { error });
    return Response.json(
      { error: "Publishing could not run. See the server log." },
      { status: 503 },
    );
  }
}
