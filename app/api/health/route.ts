import { headers } from "next/headers";

import { checkHealth } from "@/lib/health";
import { logEvent } from "@/lib/log/logger";

/**
 * Readiness, for load balancers: 200 when the database answers, else 503 (and the cause in the
 * log). Liveness, which a database outage must not fail, is /api/health/live.
 */
export async function GET() {
  // Reading the request keeps this handler out of the build's prerender: a cached answer would
  // hide an outage. (headers() rather than connection(): it also works under vitest's shim.)
  await headers();
  const { health, error } = await checkHealth();
  const ok = health.status === "ok";
  if (!ok) logEvent("error", "health check failed", { database: health.database, error });
  return Response.json(health, {
    status: ok ? 200 : 503,
    headers: { "cache-control": "no-store" },
  });
}
