import { headers } from "next/headers";

import { checkHealth } from "@/lib/health";
import { logEvent } from "@/lib/log/logger";

/** For load balancers and the Docker HEALTHCHECK: 200 when the database answers, else 503. */
export async function GET() {
  // Reading the request keeps this handler out of the build's prerender: a cached answer would
  // hide an outage. (headers() rather than connection(): it also works under vitest's shim.)
  await headers();
  const health = await checkHealth();
  const ok = health.status === "ok";
  if (!ok) logEvent("error", "health check failed", { database: health.database });
  return Response.json(health, {
    status: ok ? 200 : 503,
    headers: { "cache-control": "no-store" },
  });
}
