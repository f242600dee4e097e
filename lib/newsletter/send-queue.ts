import "server-only";

import { and, eq, min, sql } from "drizzle-orm";

import { newsletterDeliveries, newsletterSends } from "@/lib/db/newsletter-schema";
import type { Db } from "@/lib/db/types";
import { env } from "@/lib/env";
import { deliver } from "@/lib/jobs/deliver";
import { defineQueue, type Report } from "@/lib/jobs/queue";
import { BatchError } from "./batch-transport";
import { sendOneBatch } from "./send-batch";
import { snapshotSend } from "./sends";

/** One call works this long at most, then hands the send back to the queue (due at once). */
const RUN_BUDGET_MS = 45_000;

/**
 * A send on the shared job runner (lib/jobs): its batches in order, each as send-batch.ts sends
 * it, until none is queued (sent), staff paused it (paused) or the run's budget is spent (pending
 * again, due at once). A failure past a batch's own retries is the runner's: backoff, then failed.
 */
const sendQueueOn = (db: Db) =>
  defineQueue({
    table: newsletterSends,
    done: ["sent", "paused", "pending"],
    claimSeconds: env.NEWSLETTER_CLAIM_SECONDS,
    maxAttempts: 6,
    backoffBaseSeconds: () => env.MAIL_RETRY_BASE_SECONDS,
    concurrency: 1,
    retryable: (error) => !(error instanceof BatchError) || error.retryable,
    log: { idKey: "sendId", done: "newsletter send run", failed: "newsletter send run failed" },
    async run(send) {
      const started = Date.now();
      if (!send.snapshottedAt) await db.transaction((tx) => snapshotSend(tx, send.id));
      const [fresh] = await db
        .select()
        .from(newsletterSends)
        .where(eq(newsletterSends.id, send.id));
      if (!fresh) return { status: "sent" };
      let sent = 0;
      for (;;) {
        const [state] = await db
          .select({ pausedAt: newsletterSends.pausedAt })
          .from(newsletterSends)
          .where(eq(newsletterSends.id, send.id));
        if (state?.pausedAt) return { status: "paused", log: { sent } };
        const [next] = await db
          .select({ batch: min(newsletterDeliveries.batch) })
          .from(newsletterDeliveries)
          .where(
            and(
              eq(newsletterDeliveries.sendId, send.id),
              eq(newsletterDeliveries.status, "queued"),
            ),
          );
        if (next?.batch == null) {
          return { status: "sent", set: { finishedAt: sql`now()` }, log: { sent } };
        }
        // Handed back before the budget runs out; attempts reset, as progress is no failure.
        if (Date.now() - started > RUN_BUDGET_MS) {
          return {
            status: "pending",
            set: { attempts: 0, nextAttemptAt: sql`now()` },
            log: { sent },
          };
        }
        const n = await sendOneBatch(db, fresh, next.batch);
        sent += n;
        await db
          .update(newsletterSends)
          .set({
            sentCount: sql`${newsletterSends.sentCount} + ${n}`,
            lockedUntil: sql`now() + make_interval(secs => ${env.NEWSLETTER_CLAIM_SECONDS})`,
          })
          .where(eq(newsletterSends.id, send.id));
      }
    },
  });

export type SendReport = Report<"sent" | "paused" | "pending">;

/** Runs due sends (the cron, or right after staff queued one: `ids`). */
export function deliverSends(
  db: Db,
  options: { limit?: number; ids?: readonly string[] } = {},
): Promise<SendReport> {
  return deliver(sendQueueOn(db), db, { limit: options.limit ?? 5, ...options });
}

/** Runs a send until it is done, paused or failing (after a staff action, in `after`). */
export async function drainSend(db: Db, id: string): Promise<void> {
  for (let i = 0; i < 1000; i++) {
    const report = await deliverSends(db, { ids: [id] });
    if (!report.pending) return;
  }
}
