import "server-only";

import { and, asc, eq, sql } from "drizzle-orm";

import { newsletterDeliveries, newsletterSends } from "@/lib/db/newsletter-schema";
import { newsletterSubscribers } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { env } from "@/lib/env";
import { logEvent } from "@/lib/log/logger";
import { BatchError, sendBatch, type BatchMail } from "./batch-transport";
import { personalize } from "./post-mail";
import { suppressedSql } from "./suppressions";

type Send = typeof newsletterSends.$inferSelect;

/** Tries of one batch within a run (429 and 5xx); then the runner's backoff takes over. */
const BATCH_TRIES = 6;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Requests of this process spaced to NEWSLETTER_RATE_PER_SECOND (Resend counts per team). */
let nextSlot = 0;
async function paced() {
  const now = Date.now();
  const at = Math.max(now, nextSlot);
  // 5% under the limit: requests arrive at the provider with jitter, and a 429 costs a second.
  nextSlot = at + 1050 / env.NEWSLETTER_RATE_PER_SECOND;
  if (at > now) await sleep(at - now);
}

/** The claim stays ours while we make progress; a dead worker's lapses after claimSeconds. */
const heartbeat = (db: Db, id: string) =>
  db
    .update(newsletterSends)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${env.NEWSLETTER_CLAIM_SECONDS})` })
    .where(eq(newsletterSends.id, id));

/**
 * One batch, still as fixed at the snapshot; who unsubscribed or was suppressed since is left out
 * (and marked skipped), everyone else gets their own mail. The same batch sent again after a
 * crash has the same key and (unless someone left meanwhile) the same body: Resend dedupes it.
 */
export async function sendOneBatch(db: Db, send: Send, batch: number): Promise<number> {
  const d = newsletterDeliveries;
  const s = newsletterSubscribers;
  const rows = await db
    .select({
      id: d.id,
      subscriberId: d.subscriberId,
      email: s.email,
      ok: sql<boolean>`${s.status} = 'confirmed' and not ${suppressedSql(s.email)}`,
    })
    .from(d)
    .innerJoin(s, eq(s.id, d.subscriberId))
    .where(and(eq(d.sendId, send.id), eq(d.batch, batch), eq(d.status, "queued")))
    .orderBy(asc(d.subscriberId));
  const going = rows.filter((r) => r.ok);
  const left = rows.filter((r) => !r.ok).map((r) => r.id);
  const frame = { subject: send.subject ?? "", html: send.html ?? "", text: send.text ?? "" };
  const mails: BatchMail[] = await Promise.all(
    going.map(async (r) => ({
      ...(await personalize(frame, r.subscriberId, send.createdAt)),
      to: r.email,
    })),
  );
  const key = `newsletter/${send.id}/${batch}`;
  const result = mails.length ? await sendWithRetries(db, send.id, mails, key) : null;
  const values = going.map((r, i) =>
    result?.status === "sent"
      ? sql`(${r.id}::uuid, ${result.ids[i]!})`
      : sql`(${r.id}::uuid, null)`,
  );
  if (values.length) {
    await db.execute(sql`
      update ${d} set status = ${result?.status === "sent" ? "sent" : "logged"},
        provider_id = v.pid, sent_at = now()
      from (values ${sql.join(values, sql`, `)}) as v(id, pid)
      where ${d.id} = v.id and ${d.status} = 'queued'`);
  }
  if (left.length) {
    await db.execute(sql`update ${d} set status = 'skipped'
      where ${d.id} in (${sql.join(
        left.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
  }
  return going.length;
}

/** 429 waits what the provider says (else backs off), 5xx and network errors back off 1, 2, 4 … s. */
async function sendWithRetries(db: Db, sendId: string, mails: BatchMail[], key: string) {
  for (let tryNo = 1; ; tryNo++) {
    await paced();
    try {
      return await sendBatch(mails, key);
    } catch (error) {
      if (!(error instanceof BatchError) || !error.retryable || tryNo >= BATCH_TRIES) throw error;
      const wait = Math.min(error.retryAfterSeconds ?? 2 ** (tryNo - 1), 30);
      logEvent("warn", "newsletter batch retried", {
        key,
        tryNo,
        waitSeconds: wait,
        error: error.message,
      });
      await heartbeat(db, sendId);
      await sleep(wait * 1000);
    }
  }
}
