import * as z from "@/lib/zod";

import { staffOrUnauthorized } from "@/lib/auth";
import { hasCronSecret } from "@/lib/auth/bearer";
import { importFeeds } from "@/lib/blog/import/run-import";

const body = z.object({ action: z.literal("fetch") });

/**
 * For schedulers: `POST {"action":"fetch"}` with `Authorization: Bearer $CRON_SECRET` (or a staff
 * session). Runs the import and answers with the recorded run.
 */
export async function POST(request: Request) {
  if (!hasCronSecret(request)) {
    const staff = await staffOrUnauthorized();
    if (staff instanceof Response) return staff;
  }
  const parsed = body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) {
    return Response.json({ error: 'Send the JSON body {"action":"fetch"}.' }, { status: 400 });
  }
  try {
    const run = await importFeeds({ trigger: "cron" });
    return Response.json({ run }, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    console.error(
      JSON.stringify({ level: "error", msg: "auto-fetch failed", error: String(error) }),
    );
    return Response.json(
      { error: "The import could not run. See the server log." },
      { status: 503 },
    );
  }
}
