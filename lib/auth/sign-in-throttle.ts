import "server-only";

import { setTimeout as sleep } from "node:timers/promises";

import { and, eq, inArray, lt, sql, type SQL } from "drizzle-orm";

import { signInFailures as t } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { logEvent } from "@/lib/log/logger";
import { hitRateLimit, rateLimitHits, type RateLimit } from "@/lib/rate-limit";

/*
 * Online guessing is bounded per (account, client) by a growing delay, never by a lock-out: the
 * right password from another client always goes through, so a stranger who knows the staff
 * e-mail cannot keep staff out. After FREE failures the next attempt waits 2^(n-FREE) s, at most
 * 15 minutes; an attempt inside the delay is refused without checking the password.
 */
const ACCOUNT_FREE = 3;
/** A client's failures across accounts (spraying e-mails): more room, the same growing delay. */
const CLIENT_FREE = 10;
const MAX_DELAY_SECONDS = 15 * 60;
/** `account` of the row counting a client's failures across accounts (no e-mail is "*"). */
const ANY = "*";
/** Failures are forgotten a day after a client's last attempt. */
const forgetAt = sql`now() + interval '1 day'`;
/**
 * Failures across all clients: past the limit the log raises an alarm and every attempt is
 * slowed, for everyone alike; nobody is refused for what other clients did.
 */
const ALARM: RateLimit = { bucket: "sign-in:failures", limit: 50, windowSeconds: 15 * 60 };
const ALARM_DELAY_MS = 1000;

export type Admission = { admitted: true } | { admitted: false; retryAfterSeconds: number };

// The exponent is capped before power(): 2^10 is already past the 15-minute ceiling.
const delayAfter = (failures: SQL, free: number) =>
  sql`make_interval(secs => case when ${failures} >= ${free} then least(power(2, least(${failures} - ${free}, 10)), ${MAX_DELAY_SECONDS}) else 0 end)`;
const secondsUntil = (at: SQL | typeof t.retryAt) =>
  sql<number>`greatest(ceil(extract(epoch from ${at} - now())), 0)::int`.mapWith(Number);
const row = (account: string, client: string) =>
  and(eq(t.account, account.slice(0, 320)), eq(t.client, client));

/**
 * Before the password is checked: refused while this client waits out a delay (for this account,
 * or across accounts); otherwise the attempt is counted as a failure at once, in one atomic
 * upsert, so parallel guesses cannot all slip in before the first is recorded. A success takes it
 * back (signInSucceeded).
 */
export async function admitSignIn(db: Db, account: string, client: string): Promise<Admission> {
  // The longer of the two delays is the one to name (the upsert below decides for this account).
  const delays = await db
    .select({ wait: secondsUntil(t.retryAt) })
    .from(t)
    .where(and(eq(t.client, client), inArray(t.account, [ANY, account.slice(0, 320)])));
  const longest = Math.max(0, ...delays.map((d) => d.wait));
  if (longest > 0) return { admitted: false, retryAfterSeconds: longest };

  const waiting = sql`${t.retryAt} > now()`;
  const next = sql`case when ${t.expiresAt} <= now() then 1 else ${t.failures} + 1 end`;
  const [pair] = await db
    .insert(t)
    .values({ account: account.slice(0, 320), client, failures: 1, expiresAt: forgetAt })
    .onConflictDoUpdate({
      target: [t.account, t.client],
      set: {
        failures: sql`case when ${waiting} then ${t.failures} else ${next} end`,
        lastAttemptAt: sql`case when ${waiting} then ${t.lastAttemptAt} else now() end`,
        retryAt: sql`case when ${waiting} then ${t.retryAt} else now() + ${delayAfter(next, ACCOUNT_FREE)} end`,
        expiresAt: sql`case when ${waiting} then ${t.expiresAt} else ${forgetAt} end`,
      },
    })
    .returning({
      // now() is the transaction's start: only a row this statement wrote carries it.
      admitted: sql<boolean>`${t.lastAttemptAt} = now()`,
      wait: secondsUntil(t.retryAt),
    });
  if (pair && !pair.admitted) return { admitted: false, retryAfterSeconds: Math.max(1, pair.wait) };

  if ((await rateLimitHits(db, ALARM, "all")) > ALARM.limit) await sleep(ALARM_DELAY_MS);
  return { admitted: true };
}

/** A wrong password (or not staff): the client's count across accounts, and the global one. */
export async function signInFailed(db: Db, client: string): Promise<void> {
  const next = sql`case when ${t.expiresAt} <= now() then 1 else ${t.failures} + 1 end`;
  await db
    .insert(t)
    .values({ account: ANY, client, failures: 1, expiresAt: forgetAt })
    .onConflictDoUpdate({
      target: [t.account, t.client],
      set: {
        failures: next,
        lastAttemptAt: sql`now()`,
        retryAt: sql`now() + ${delayAfter(next, CLIENT_FREE)}`,
        expiresAt: forgetAt,
      },
    });
  const { hits } = await hitRateLimit(db, ALARM, "all");
  if (hits === ALARM.limit + 1) {
    logEvent(
      "warn",
      `alarm: more than ${ALARM.limit} failed staff sign-ins in ${ALARM.windowSeconds / 60} minutes across all clients; every attempt is slowed for the rest of the window`,
      { failures: hits },
    );
  }
  // Forgotten rows are swept now and then rather than by a scheduled job.
  if (Math.random() < 0.05) await db.delete(t).where(lt(t.expiresAt, sql`now()`));
}

/**
 * The right password: this client's count for the account is cleared, and the failures it
 * explains (typos before it) are taken off the client's count across accounts.
 */
export async function signInSucceeded(db: Db, account: string, client: string): Promise<void> {
  const [pair] = await db.delete(t).where(row(account, client)).returning({ failures: t.failures });
  const explained = Math.max(0, (pair?.failures ?? 1) - 1); // this attempt was counted too
  if (explained === 0) return;
  await db
    .update(t)
    .set({ failures: sql`greatest(${t.failures} - ${explained}, 0)` })
    .where(row(ANY, client));
}

/** The password was never judged (the auth server is down): the attempt is not held against anyone. */
export async function signInUndecided(db: Db, account: string, client: string): Promise<void> {
  await db
    .update(t)
    .set({ failures: sql`greatest(${t.failures} - 1, 0)`, retryAt: sql`now()` })
    .where(row(account, client));
}

/** What a refused attempt is told (the password form and the code step alike). */
export function tooManyAttempts(seconds: number): string {
  const [n, unit] = seconds < 60 ? [seconds, "second"] : [Math.ceil(seconds / 60), "minute"];
  return `Too many sign-in attempts. Try again in ${n} ${unit}${n === 1 ? "" : "s"}.`;
}
