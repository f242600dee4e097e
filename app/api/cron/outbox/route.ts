import { staffOrUnauthorized } from "@/lib/auth";
import { hasCronSecret } from "@/lib/auth/bearer";
import { deliverOutbox } from "@/lib/leads/admin-queries";

/**
 * For schedulers (every minute or so): delivers due and retrying mails. `Authorization: Bearer
 * $CRON_SECRET`, or a staff session. Safe to run on several instances at once (row claims).
 */
export async function POST(request: Request) {
  if (!hasCronSecret(request)) {
    const staff = await staffOrUnauthorized();
    if (staff instanceof Response) return staff;
  }
  try {
    const report = await deliverOutbox(100);
    return Response.json({ report }, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    console.error(
      JSON.stringify({ level: "error", msg: "outbox run failed", error: String(error) }),
    );
    return Response.json(
      { error: "The outbox could not run. See the server log." },
      { status: 503 },
    );
  }
}
