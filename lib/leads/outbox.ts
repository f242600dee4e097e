import "server-only";

import { sql } from "drizzle-orm";

import { emailOutbox } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { env } from "@/lib/env";
import { deliver, requeue } from "@/lib/jobs/deliver";
import { defineQueue, type Report } from "@/lib/jobs/queue";
import { MailError, sendMail, type OutgoingMail } from "@/lib/mail/transport";
import { isSuppressed } from "@/lib/newsletter/suppressions";

export type QueuedMail = OutgoingMail & { kind: string; leadId?: string | null };

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
        attachments: m.attachments ?? null,
      })),
    )
    .returning({ id: emailOutbox.id });
  return rows.map((r) => r.id);
}

/**
 * The outbox on the shared job runner (lib/jobs): claims, 6 attempts with backoff
 * MAIL_RETRY_BASE_SECONDS (30 s) × 4^(n-1) (30 s, 2 min, 8 min, 32 min, 2 h), then failed (staff
 * can still retry it from /admin/leads); a permanent refusal (a MailError not retryable) fails at once.
 * Every mail checks the suppression list just before it goes (lib/newsletter/suppressions.ts):
 * an address that hard-bounced or complained gets nothing more, staff notifications included
 * (a bouncing staff inbox would only bounce again; staff lift a suppression at /admin/subscribers).
 */
const outboxOn = (db: Db) =>
  defineQueue({
    table: emailOutbox,
    done: ["sent", "logged", "suppressed"],
    claimSeconds: 120,
    maxAttempts: 6,
    backoffBaseSeconds: () => env.MAIL_RETRY_BASE_SECONDS,
    concurrency: 10,
    retryable: (error) => !(error instanceof MailError) || error.retryable,
    log: { idKey: "outboxId", done: "mail attempt", failed: "mail attempt failed" },
    async run(row) {
      if (await isSuppressed(db, row.toAddress)) return { status: "suppressed" };
      const result = await sendMail(
        {
          to: row.toAddress,
          replyTo: row.replyTo,
          subject: row.subject,
          html: row.html,
          text: row.text,
          ...(row.headers ? { headers: row.headers } : {}),
          attachments: row.attachments,
        },
        row.id,
      );
      const providerId = result.status === "sent" ? result.providerId : null;
      return { status: result.status, set: { providerId, sentAt: sql`now()` } };
    },
  });

export type DeliveryReport = Report<"sent" | "logged" | "suppressed">;

/** Delivers due mails (all of them, or only `ids`, e.g. the ones a submission just queued). */
export function deliverDue(
  db: Db,
  options: { limit?: number; ids?: readonly string[] } = {},
): Promise<DeliveryReport> {
  return deliver(outboxOn(db), db, options);
}

/** Staff "retry": a failed or waiting mail becomes due now, with a fresh set of attempts. */
export function retryMail(db: Db, id: string): Promise<boolean> {
  return requeue(outboxOn(db), db, id);
}
