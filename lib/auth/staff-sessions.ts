import "server-only";

import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";

import { env } from "@/lib/env";
import { getDb } from "@/lib/db/client";
import { staffSessions as t } from "@/lib/db/schema";
import { isUuid } from "@/lib/uuid";

/*
 * Local-mode sessions live in Postgres, so a sign-out ends a session for every copy of its cookie
 * and on every instance. The proxy, the layout, the page and each action check the same cookie
 * within one navigation; a live answer is kept in-process for CACHE_MS so that burst costs one
 * indexed lookup. The instance that revokes drops its entries at once; another instance may
 * accept the revoked cookie for at most CACHE_MS more, too short for a stolen copy to be worth
 * anything after its owner signed out.
 */
const CACHE_MS = 3000;

// One cache per process even when Next loads this module in several bundles (proxy, RSC).
const slot = globalThis as typeof globalThis & {
  __agencyStaffSessions?: Map<string, { account: string; until: number }>;
};
const live = (slot.__agencyStaffSessions ??= new Map());

/** A new session for `account`, open for SESSION_HOURS; its id goes into the signed cookie. */
export async function openStaffSession(account: string): Promise<string> {
  const db = await getDb();
  // Expired sessions are swept at sign-in, the one moment sessions are created.
  await db.delete(t).where(lt(t.expiresAt, sql`now()`));
  const [row] = await db
    .insert(t)
    .values({ account, expiresAt: sql`now() + make_interval(hours => ${env.SESSION_HOURS})` })
    .returning({ id: t.id });
  return row!.id;
}

/** Whether session `id` of `account` is open: not revoked, not expired. */
export async function staffSessionOpen(id: string, account: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const cached = live.get(id);
  if (cached && cached.account === account && cached.until > Date.now()) return true;
  const db = await getDb();
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(
      and(eq(t.id, id), eq(t.account, account), isNull(t.revokedAt), gt(t.expiresAt, sql`now()`)),
    );
  if (!row) {
    live.delete(id);
    return false;
  }
  if (live.size > 1000) {
    for (const [key, entry] of live) if (entry.until <= Date.now()) live.delete(key);
  }
  live.set(id, { account, until: Date.now() + CACHE_MS });
  return true;
}

/** Ends one session: every copy of its cookie is refused from now on. */
export async function endStaffSession(id: string): Promise<void> {
  if (!isUuid(id)) return;
  await (
    await getDb()
  )
    .update(t)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(t.id, id), isNull(t.revokedAt)));
  live.delete(id); // after the update: a check meanwhile must not cache it again
}

/** Ends every session of `account` ("sign out everywhere"). */
export async function endStaffSessions(account: string): Promise<void> {
  await (
    await getDb()
  )
    .update(t)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(t.account, account), isNull(t.revokedAt)));
  for (const [key, entry] of live) if (entry.account === account) live.delete(key);
}
