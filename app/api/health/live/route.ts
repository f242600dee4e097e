import { headers } from "next/headers";

/**
 * Liveness, for the Docker HEALTHCHECK and process supervisors: 200 whenever this process serves
 * requests, whatever the database says. A database outage must not mark every container
 * unhealthy (and get them restarted) while pages still serve from cache; /api/health is readiness.
 */
export async function GET() {
  // Answered by the running process each time, never from the build's prerender.
  await headers();
  return Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
}
