import "server-only";

import { createHash, timingSafeEqual } from "node:crypto";

import { env } from "@/lib/env";

const digest = (s: string) => createHash("sha256").update(s).digest();

/** True when the request carries `Authorization: Bearer $CRON_SECRET` (compared in constant time). */
export function hasCronSecret(request: Request): boolean {
  if (!env.CRON_SECRET) return false;
  const match = /^Bearer\s+(.+)$/i.exec(request.headers.get("authorization") ?? "");
  return Boolean(match?.[1] && timingSafeEqual(digest(match[1].trim()), digest(env.CRON_SECRET)));
}

/**
 * The gate for schedulers' GET requests: null when the bearer secret is right, else a 401. GET
 * takes the secret only, never a staff session: a link followed from another site must not start
 * a run with the visitor's cookies.
 */
export function cronOrUnauthorized(request: Request): Response | null {
  if (hasCronSecret(request)) return null;
  return Response.json(
    { error: "Send Authorization: Bearer $CRON_SECRET." },
    { status: 401, headers: { "www-authenticate": "Bearer" } },
  );
}
