import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

import { createdAt, id } from "./columns";

/** What the gates count: rate limits, sign-in failures, staff sessions and spent proofs of work. */

export const rateLimits = pgTable(
  "rate_limits",
  {
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: "rate_limits_pkey", columns: [t.bucket, t.key, t.windowStart] }),
    index("rate_limits_expires_at_idx").on(t.expiresAt),
  ],
).enableRLS();

/**
 * Failed staff sign-ins per (account, client): the delay before that client's next attempt for
 * that account. `account` "*" counts the client's failures across all accounts.
 */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    account: text("account").notNull(),
    client: text("client").notNull(),
    failures: integer("failures").notNull().default(0),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    retryAt: timestamp("retry_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: "sign_in_failures_pkey", columns: [t.account, t.client] }),
    index("sign_in_failures_expires_at_idx").on(t.expiresAt),
  ],
).enableRLS();

/**
 * Local-mode staff sessions: the cookie names its row, so a session ends for every copy of the
 * cookie when the row is revoked (sign-out, "sign out everywhere").
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: id(),
    account: text("account").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    index("staff_sessions_account_idx").on(t.account),
    index("staff_sessions_expires_at_idx").on(t.expiresAt),
  ],
).enableRLS();

/**
 * Proof-of-work solutions already used (lib/spam/proof): a solution is accepted once; the row
 * lives until the challenge would have expired anyway, then the daily job deletes it.
 */
export const spentProofs = pgTable(
  "spent_proofs",
  {
    key: text("key").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("spent_proofs_expires_idx").on(t.expiresAt)],
).enableRLS();
