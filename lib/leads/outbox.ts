import "server-only";

import type { Db, Queryable } from "@/lib/db/types";
import { env } from "@/lib/env";
import { logEvent } from "@/lib/log/logger";
import { MailError, sendMail, type OutgoingMail } from "@/lib/mail/transport";

export type QueuedMail = OutgoingMail & { kind: string; leadId?: string | null };

/** Attempts before a mail is marked failed (staff can still retry it from /admin/leads). */
export const MAX_ATTEMPTS = 6;
/** Backoff after attempt n: MAIL_RETRY_BASE_SECONDS (30 s) × 4^(n-1): 30 s, 2 min, 8 min, 32 min, 2 h. */
export const backoffSeconds = (attempt: number) =>
  Math.min(env.MAIL_RETRY_BASE_SECONDS * 4 ** (attempt - 1), 2 * 3600);
/** A claim older than this is taken to be from a worker that died mid-send. */
const CLAIM_SECONDS = 120;

/** Adds mails to the outbox inside the caller's transaction (with the lead they belong to). */
export async function enqueueMails(tx: Queryable, mails: readonly QueuedMail[]) {
  for (const m of mails) {
    await tx.query(
      `insert into email_outbox (lead_id, kind, to_address, reply_to, subject, html, text, headers)
       values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
      [
        m.leadId ?? null,
        m.kind,
        m.to,
        m.replyTo ?? null,
        m.subject,
        m.html,
        m.text,
        m.headers ? JSON.stringify(m.headers) : null,
      ],
    );
  }
}

type OutboxRow = {
  id: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string> | string | null;
  attempts: number;
};

/**
 * Claims due mails atomically: `for update skip locked` lets concurrent workers (other requests,
 * other instances, the cron) each take different rows, and the claim is committed before any
 * send, so no two workers ever hold the same mail.
 */
async function claim(db: Db, limit: number, ids?: readonly string[]): Promise<OutboxRow[]> {
  return db.query<OutboxRow>(
    `update email_outbox set status = 'sending', attempts = attempts + 1,
       locked_until = now() + make_interval(secs => ${CLAIM_SECONDS})
     where id in (
       select id from email_outbox
       where ((status = 'pending' and next_attempt_at <= now())
              or (status = 'sending' and locked_until < now()))
         and ($2::uuid[] is null or id = any($2::uuid[]))
       order by next_attempt_at
       limit $1
       for update skip locked)
     returning id, to_address, reply_to, subject, html, text, headers, attempts`,
    [limit, ids ?? null],
  );
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
            to: row.to_address,
            replyTo: row.reply_to,
            subject: row.subject,
            html: row.html,
            text: row.text,
            ...(row.headers
              ? { headers: typeof row.headers === "string" ? JSON.parse(row.headers) : row.headers }
              : {}),
          },
          row.id,
        );
        await db.query(
          `update email_outbox set status = $2, provider_id = $3, sent_at = now(),
             locked_until = null, last_error = null where id = $1`,
          [row.id, result.status, result.status === "sent" ? result.providerId : null],
        );
        report[result.status]++;
        logEvent("info", "mail attempt", {
          outboxId: row.id,
          attempt: row.attempts,
          status: result.status,
        });
      } catch (error) {
        const retryable = !(error instanceof MailError) || error.retryable;
        const giveUp = !retryable || row.attempts >= MAX_ATTEMPTS;
        await db.query(
          `update email_outbox set status = $2, locked_until = null, last_error = $3,
             next_attempt_at = now() + make_interval(secs => $4::float8) where id = $1`,
          [
            row.id,
            giveUp ? "failed" : "pending",
            String(error).slice(0, 500),
            backoffSeconds(row.attempts),
          ],
        );
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
export async function retryMail(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query(
    `update email_outbox set status = 'pending', next_attempt_at = now(), attempts = 0
     where id = $1 and status in ('pending', 'failed') returning id`,
    [id],
  );
  return rows.length > 0;
}
