import * as z from "@/lib/zod";

import { recordAudit } from "@/lib/audit/record";
import { staffOrUnauthorized, type StaffUser } from "@/lib/auth";
import { cronOrUnauthorized, hasCronSecret } from "@/lib/auth/bearer";
import { ImportAlreadyRunning, importFeeds } from "@/lib/blog/import/run-import";
import { refuseCrossSite } from "@/lib/http/same-origin";
import { logEvent } from "@/lib/log/logger";

// Optional: schedulers send no body; the spec's client sends {"action":"fetch"}.
const body = z.object({ action: z.literal("fetch") });

/**
 * For schedulers: GET or POST with `Authorization: Bearer $CRON_SECRET` and no body (docs/deploy.md
 * has recipes); staff may also POST from a signed-in session. Runs the import and answers with the
 * recorded run.
 */
export async function GET(request: Request) {
  return cronOrUnauthorized(request) ?? fetchFeeds();
}

export async function POST(request: Request) {
  let staff: StaffUser | null = null;
  if (!hasCronSecret(request)) {
    const crossSite = refuseCrossSite(request);
    if (crossSite) return crossSite;
    const signedIn = await staffOrUnauthorized("site.manage");
    if (signedIn instanceof Response) return signedIn;
    staff = signedIn;
  }
  const text = await request.text();
  if (text.trim() && !body.safeParse(parseJson(text)).success) {
    return Response.json(
      { error: 'Send no body, or the JSON body {"action":"fetch"}.' },
      { status: 400 },
    );
  }
  const response = await fetchFeeds();
  // A scheduler's runs are in feed_import_runs; a person's start goes in the audit log too.
  const details = { status: response.status, via: "api" };
  if (staff) await recordAudit({ actor: staff, action: "auto-fetch.triggered", details });
  return response;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function fetchFeeds() {
  try {
    const run = await importFeeds({ trigger: "cron" });
    return Response.json({ run }, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    if (error instanceof ImportAlreadyRunning) {
      return Response.json(
        {
          error: "An import is already running; try again when it has finished.",
          running: error.running,
        },
        { status: 409, headers: { "cache-control": "no-store", "retry-after": "60" } },
      );
    }
    logEvent("error", "auto-fetch failed", { error });
    return Response.json(
      { error: "The import could not run. See the server log." },
      { status: 503 },
    );
  }
}
