import "server-only";

import { and, eq, inArray, isNull, sql } from "drizzle-orm";

import { newsletterDeliveries, newsletterSends } from "@/lib/db/newsletter-schema";
import { blogs, newsletterSubscribers } from "@/lib/db/schema";
import { transaction } from "@/lib/db/transaction";
import type { Db } from "@/lib/db/types";
import { BATCH_SIZE } from "./batch-transport";
import { postMail } from "./post-mail";
import { suppressedSql } from "./suppressions";

/** Who may receive a send: confirmed, not held as spam, not suppressed. */
const eligible = (s = newsletterSubscribers) =>
  and(eq(s.status, "confirmed"), isNull(s.quarantinedAt), sql`not ${suppressedSql(s.email)}`);

export async function countRecipients(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(newsletterSubscribers)
    .where(eligible());
  return row?.n ?? 0;
}

/**
 * Fixes a send's recipients and mail, once (a second call finds it done): one delivery row per
 * eligible subscriber, numbered into batches of BATCH_SIZE in a fixed order, so a batch is the
 * same set of people however often it is sent; the post rendered into the brand frame as it is
 * now. Inside the caller's transaction. False when the send is gone or its post is.
 */
export async function snapshotSend(tx: Db, sendId: string): Promise<boolean> {
  const [send] = await tx
    .select({
      id: newsletterSends.id,
      postId: newsletterSends.postId,
      at: newsletterSends.snapshottedAt,
    })
    .from(newsletterSends)
    .where(eq(newsletterSends.id, sendId))
    .for("update");
  if (!send) return false;
  if (send.at) return true;
  const [post] = send.postId ? await tx.select().from(blogs).where(eq(blogs.id, send.postId)) : [];
  if (!post) return false;
  const mail = postMail(post);
  const s = newsletterSubscribers;
  await tx.execute(sql`
    insert into ${newsletterDeliveries} (send_id, subscriber_id, batch)
    select ${sendId}::uuid, ${s.id}, ((row_number() over (order by ${s.id})) - 1) / ${BATCH_SIZE}
    from ${s} where ${eligible()}
    on conflict do nothing`);
  const [{ n } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.sendId, sendId));
  await tx
    .update(newsletterSends)
    .set({ ...mail, recipients: n, snapshottedAt: sql`now()` })
    .where(eq(newsletterSends.id, sendId));
  return true;
}

export type SendAuthor = { id: string | null; name: string };

/**
 * A send of a post: snapshotted and queued now (a published post), or waiting for its post's
 * publish time (`scheduled`: queueScheduledSends snapshots it then). Returns the send's id.
 */
export async function createSend(
  db: Db,
  post: { id: string; title: string },
  by: SendAuthor,
  when: "now" | "on-publish",
): Promise<string> {
  return transaction(db, async (tx) => {
    const [row] = await tx
      .insert(newsletterSends)
      .values({
        postId: post.id,
        postTitle: post.title,
        createdBy: by.id,
        createdByName: by.name,
        status: when === "now" ? "pending" : "scheduled",
      })
      .returning({ id: newsletterSends.id });
    if (when === "now") await snapshotSend(tx, row!.id);
    return row!.id;
  });
}

/** Posts the publish timer just published: their waiting sends are snapshotted and queued. */
export async function queueScheduledSends(db: Db, postIds: readonly string[]): Promise<string[]> {
  if (!postIds.length) return [];
  return transaction(db, async (tx) => {
    const waiting = await tx
      .select({ id: newsletterSends.id })
      .from(newsletterSends)
      .where(
        and(inArray(newsletterSends.postId, [...postIds]), eq(newsletterSends.status, "scheduled")),
      )
      .for("update");
    for (const { id } of waiting) {
      await snapshotSend(tx, id);
      await tx
        .update(newsletterSends)
        .set({ status: "pending", nextAttemptAt: sql`now()` })
        .where(eq(newsletterSends.id, id));
    }
    return waiting.map((w) => w.id);
  });
}

/** Staff pause: the running job stops before its next batch. False when there is nothing to pause. */
export async function pauseSend(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(newsletterSends)
    .set({ pausedAt: sql`now()` })
    .where(
      and(
        eq(newsletterSends.id, id),
        isNull(newsletterSends.pausedAt),
        inArray(newsletterSends.status, ["scheduled", "pending", "sending", "failed"]),
      ),
    )
    .returning({ id: newsletterSends.id });
  return rows.length > 0;
}

/** Staff resume: the send is due again now, with a fresh set of attempts. */
export async function resumeSend(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(newsletterSends)
    .set({
      pausedAt: null,
      status: sql`case when ${newsletterSends.status} in ('paused', 'failed') then 'pending' else ${newsletterSends.status} end`,
      attempts: 0,
      nextAttemptAt: sql`now()`,
    })
    .where(
      and(
        eq(newsletterSends.id, id),
        sql`(${newsletterSends.pausedAt} is not null or ${newsletterSends.status} = 'failed')`,
      ),
    )
    .returning({ id: newsletterSends.id });
  return rows.length > 0;
}
