import "server-only";

import { createHash, randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";

import { getDb } from "@/lib/db/client";
import { analyticsSalts } from "@/lib/db/analytics-schema";
import type { Db } from "@/lib/db/types";
import { siteUrl } from "@/lib/env";

/** The UTC day of an instant, as analytics_salts and analytics_daily key it. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

const site = new URL(siteUrl).host;
// One salt per day per process (not per bundle: the fast path and the routes share it): a day's
// first beacon reads (or creates) it, the rest reuse it.
const slot = globalThis as typeof globalThis & {
  __analyticsSalt?: { day: string; salt: Promise<string> };
};

/**
 * The day's secret salt: created by whichever instance needs it first (the primary key settles a
 * race), deleted by the roll-up once the day is over (lib/analytics/rollup.ts) — after that no
 * one can recompute a past day's hashes from an IP and a user agent.
 */
function daySalt(day: string, db?: Db): Promise<string> {
  if (slot.__analyticsSalt?.day === day) return slot.__analyticsSalt.salt;
  const salt = (async () => {
    const handle = db ?? (await getDb());
    await handle
      .insert(analyticsSalts)
      .values({ day, salt: randomBytes(32).toString("base64url") })
      .onConflictDoNothing();
    const [row] = await handle
      .select({ salt: analyticsSalts.salt })
      .from(analyticsSalts)
      .where(eq(analyticsSalts.day, day));
    if (!row) throw new Error(`analytics salt of ${day} missing`);
    return row.salt;
  })();
  slot.__analyticsSalt = { day, salt };
  salt.catch(() => {
    if (slot.__analyticsSalt?.salt === salt) slot.__analyticsSalt = undefined; // try again next time
  });
  return salt;
}

/** Forgets the cached salt (after the roll-up deleted it, and in tests). */
export const forgetSalt = () => {
  slot.__analyticsSalt = undefined;
};

/** SHA-256 hex of the day's salt, the site, the IP and the user agent: one visitor, one day. */
export async function visitorHash(at: Date, ip: string, userAgent: string): Promise<string> {
  const salt = await daySalt(utcDay(at));
  return createHash("sha256").update(`${salt}\n${site}\n${ip}\n${userAgent}`).digest("hex");
}
