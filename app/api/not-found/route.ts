import { readCapped } from "@/lib/http/read-capped";
import { refuseCrossSite } from "@/lib/http/same-origin";
import { NOT_FOUND_LOG_BUDGET, notFoundReportSchema } from "@/lib/log/not-found";
import { logThrottled } from "@/lib/log/throttle";

const MAX_BODY_BYTES = 8192;

/** Receives the 404 page's report of its own path and writes it to the server log. */
export async function POST(request: Request) {
  const crossSite = refuseCrossSite(request);
  if (crossSite) return crossSite;
  const body = await readCapped(request.body, MAX_BODY_BYTES);
  if (body === null) return Response.json({ error: "Report too large" }, { status: 413 });
  const text = new TextDecoder().decode(body);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return Response.json({ error: "Body must be JSON" }, { status: 400 });
  }
  const parsed = notFoundReportSchema.safeParse(json);
  if (!parsed.success) {
    return Response.json({ error: 'Expected { path: "/…" }' }, { status: 400 });
  }
  logThrottled("not-found", NOT_FOUND_LOG_BUDGET, "warn", "page not found", { ...parsed.data });
  return new Response(null, { status: 204 });
}
