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
