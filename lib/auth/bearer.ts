import "server-only";

import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

import { env } from "@/lib/env";

const digest = (s: string) => createHash("sha256").update(s).digest();

const bearerIs = (request: Request, secret: string | undefined) => {
  if (!secret) return false;
  const match = /^Bearer\s+(.+)$/i.exec(request.headers.get("authorization") ?? "");
  return Boolean(match?.[1] && timingSafeEqual(digest(match[1].trim()), digest(secret)));
};

/** True when the request carries `Authorization: Bearer $CRON_SECRET` (compared in constant time). */
export function hasCronSecret(request: Request): boolean {
  return bearerIs(request, env.CRON_SECRET);
}

// Per process, never logged or sent anywhere but to this process's own loopback address.
const slot = globalThis as typeof globalThis & { __agencyProcessToken?: string };

/**
 * A random secret this server process made for itself: the in-process publishing timer calls its
 * own cron endpoint with it (cache invalidation needs a request), on the embedded default where
 * CRON_SECRET is usually unset.
 */
export const processToken = () => (slot.__agencyProcessToken ??= randomBytes(32).toString("hex"));

/** The bearer secret, or this process's own token (lib/blog/publish-timer.ts). */
export function hasCronOrProcessToken(request: Request): boolean {
  return hasCronSecret(request) || bearerIs(request, slot.__agencyProcessToken);
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
