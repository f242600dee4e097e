import "server-only";

import { and, eq, inArray, lt, lte, or, sql } from "drizzle-orm";

import { emailOutbox } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { env } from "@/lib/env";
import { logEvent } from "@/lib/log/logger";
import { MailError, sendMail, type OutgoingMail } from "@/lib/mail/transport";

export type QueuedMail = OutgoingMail & { kind: string; leadId?: string | null };

/** Attempts before a mail is marked failed (staff can still retry it from /admin/leads). */
const MAX_ATTEMPTS = 6;
/** Backoff after attempt n: MAIL_RETRY_BASE_SECONDS (30 s) × 4^(n-1): 30 s, 2 min, 8 min, 32 min, 2 h. */
const backoffSeconds = (attempt: number) =>
  Math.min(env.MAIL_RETRY_BASE_SECONDS * 4 ** (attempt - 1), 2 * 3600);
/** A claim older than this is taken to be from a worker that died mid-send. */
const CLAIM_SECONDS = 120;

/**
 * Adds mails to the outbox inside the caller's transaction (with the lead they belong to) and
 * returns their ids.
 */
export async function enqueueMails(tx: Db, mails: readonly QueuedMail[]): Promise<string[]> {
  if (!mails.length) return [];
  const rows = await tx
    .insert(emailOutbox)
    .values(
      mails.map((m) => ({
        leadId: m.leadId ?? null,
        kind: m.kind,
        toAddress: m.to,
        replyTo: m.replyTo ?? null,
        subject: m.subject,
        html: m.html,
        text: m.text,
        headers: m.headers ?? null,
      })),
    )
    .returning({ id: emailOutbox.id });
  return rows.map((r) => r.id);
}

const claimed = {
  id: emailOutbox.id,
  toAddress: emailOutbox.toAddress,
  replyTo: emailOutbox.replyTo,
  subject: emailOutbox.subject,
  html: emailOutbox.html,
  text: emailOutbox.text,
  headers: emailOutbox.headers,
  attempts: emailOutbox.attempts,
};

/**
 * Claims due mails atomically: `for update skip locked` lets concurrent workers (other requests,
 * other instances, the cron) each take different rows, and the claim is committed before any
 * send, so no two workers ever hold the same mail.
 */
async function claim(db: Db, limit: number, ids?: readonly string[]) {
  if (ids && !ids.length) return [];
  const o = emailOutbox;
  const due = db
    .select({ id: o.id })
    .from(o)
    .where(
      and(
        or(
          and(eq(o.status, "pending"), lte(o.nextAttemptAt, sql`now()`)),
          and(eq(o.status, "sending"), lt(o.lockedUntil, sql`now()`)),
        ),
        ids ? inArray(o.id, [...ids]) : undefined,
      ),
    )
    .orderBy(o.nextAttemptAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(o)
    .set({
      status: "sending",
      attempts: sql`${o.attempts} + 1`,
      lockedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
    })
    .where(inArray(o.id, due))
    .returning(claimed);
}

export type DeliveryReport = { sent: number; logged: number; retrying: number; failed: number };

/** Delivers due mails (all of them, or only `ids`, e.g. the ones a submission just queued). */
export async function deliverDue(
  db: Db,
  { limit = 50, ids }: { limit?: number; ids?: readonly string[] } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, logged: 0, retrying: 0, failed: 0 };
  const rows = await claim(db, limit, ids);
  await Promise.all(
    rows.map(async (row) => {
      try {
        const result = await sendMail(
          {
            to: row.toAddress,
            replyTo: row.replyTo,
            subject: row.subject,
            html: row.html,
            text: row.text,
            ...(row.headers ? { headers: row.headers } : {}),
          },
          row.id,
        );
        await db
          .update(emailOutbox)
          .set({
            status: result.status,
            providerId: result.status === "sent" ? result.providerId : null,
            sentAt: sql`now()`,
            lockedUntil: null,
            lastError: null,
          })
          .where(eq(emailOutbox.id, row.id));
        report[result.status]++;
        logEvent("info", "mail attempt", {
          outboxId: row.id,
          attempt: row.attempts,
          status: result.status,
        });
      } catch (error) {
        const retryable = !(error instanceof MailError) || error.retryable;
        const giveUp = !retryable || row.attempts >= MAX_ATTEMPTS;
        await db
          .update(emailOutbox)
          .set({
            status: giveUp ? "failed" : "pending",
            lockedUntil: null,
            lastError: String(error).slice(0, 500),
            nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds(row.attempts)}::float8)`,
          })
          .where(eq(emailOutbox.id, row.id));
        report[giveUp ? "failed" : "retrying"]++;
        logEvent("warn", "mail attempt failed", {
          outboxId: row.id,
          attempt: row.attempts,
          giveUp,
          error: String(error),
        });
      }
    }),
  );
  return report;
}

/** Staff "retry": a failed or waiting mail becomes due now, with a fresh set of attempts. */
export async function retryMail(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(emailOutbox)
    .set({ status: "pending", nextAttemptAt: sql`now()`, attempts: 0 })
    .where(and(eq(emailOutbox.id, id), inArray(emailOutbox.status, ["pending", "failed"])))
    .returning({ id: emailOutbox.id });
  return rows.length > 0;
}
