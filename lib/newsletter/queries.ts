import "server-only";

import { and, desc, eq, sql } from "drizzle-orm";

import { getDb } from "@/lib/db/client";
import { newsletterDeliveries, newsletterSends } from "@/lib/db/newsletter-schema";
import { newsletterSubscribers } from "@/lib/db/schema";
import { deliverSends, type SendReport } from "./send-queue";
import { countRecipients } from "./sends";
import { listSubscribersForStaff, type ListedSubscriber } from "./subscribers";
import { listSuppressions, type Suppression } from "./suppressions";

/** The cron's share: due sends, each call working at most its budget (lib/newsletter/send-queue.ts). */
export async function deliverNewsletterSends(): Promise<SendReport> {
  return deliverSends(await getDb());
}

export type SendSummary = {
  id: string;
  postId: string | null;
  postTitle: string;
  createdByName: string;
  createdAt: Date;
  finishedAt: Date | null;
  status: (typeof newsletterSends.$inferSelect)["status"];
  paused: boolean;
  lastError: string | null;
  recipients: number;
  counts: {
    queued: number;
    sent: number;
    delivered: number;
    bounced: number;
    complained: number;
    skipped: number;
    unsubscribed: number;
  };
};

const count = (status: string) =>
  sql<number>`count(*) filter (where ${newsletterDeliveries.status} = ${status})::int`;

/**
 * A send with its counts from the delivery rows (what the provider's events set): sent counts
 * every mail handed to the provider (delivered, bounced and complained ones too); unsubscribed,
 * the recipients who left after the send began.
 */
export async function findSend(id: string): Promise<SendSummary | null> {
  const db = await getDb();
  const [send] = await db.select().from(newsletterSends).where(eq(newsletterSends.id, id));
  if (!send) return null;
  const d = newsletterDeliveries;
  const [c] = await db
    .select({
      queued: count("queued"),
      handed: sql<number>`count(*) filter (where ${d.status} in ('sent', 'logged', 'delivered', 'bounced', 'complained'))::int`,
      delivered: count("delivered"),
      bounced: count("bounced"),
      complained: count("complained"),
      skipped: count("skipped"),
      unsubscribed: sql<number>`count(*) filter (where ${newsletterSubscribers.unsubscribedAt} > ${send.createdAt})::int`,
    })
    .from(d)
    .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, d.subscriberId))
    .where(eq(d.sendId, id));
  return {
    id: send.id,
    postId: send.postId,
    postTitle: send.postTitle,
    createdByName: send.createdByName,
    createdAt: send.createdAt,
    finishedAt: send.finishedAt,
    status: send.status,
    paused: send.pausedAt !== null,
    lastError: send.lastError,
    recipients: send.recipients,
    counts: {
      queued: c?.queued ?? 0,
      sent: c?.handed ?? 0,
      delivered: c?.delivered ?? 0,
      bounced: c?.bounced ?? 0,
      complained: c?.complained ?? 0,
      skipped: c?.skipped ?? 0,
      unsubscribed: c?.unsubscribed ?? 0,
    },
  };
}

export type SendRow = Pick<
  SendSummary,
  "id" | "postTitle" | "createdByName" | "createdAt" | "status" | "paused" | "recipients"
>;

/** A post's sends (the editor's panel), or the newest of all. */
export async function listSends(postId?: string, limit = 50): Promise<SendRow[]> {
  const db = await getDb();
  const s = newsletterSends;
  const rows = await db
    .select({
      id: s.id,
      postTitle: s.postTitle,
      createdByName: s.createdByName,
      createdAt: s.createdAt,
      status: s.status,
      pausedAt: s.pausedAt,
      recipients: s.recipients,
    })
    .from(s)
    .where(postId ? eq(s.postId, postId) : undefined)
    .orderBy(desc(s.createdAt))
    .limit(limit);
  return rows.map(({ pausedAt, ...r }) => ({ ...r, paused: pausedAt !== null }));
}

/** How many subscribers a send made now would reach. */
export async function recipientCount(): Promise<number> {
  return countRecipients(await getDb());
}

/** /admin/subscribers: the list and the suppressed addresses. */
export async function newsletterAudience(): Promise<{
  subscribers: ListedSubscriber[];
  suppressions: Suppression[];
}> {
  const db = await getDb();
  const [subscribers, suppressions] = await Promise.all([
    listSubscribersForStaff(db),
    listSuppressions(db),
  ]);
  return { subscribers, suppressions };
}

/** Whether the post already has a send that is not over (one at a time per post). */
export async function hasOpenSend(postId: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .select({ id: newsletterSends.id })
    .from(newsletterSends)
    .where(
      and(
        eq(newsletterSends.postId, postId),
        sql`${newsletterSends.status} in ('scheduled', 'pending', 'sending', 'paused', 'failed')`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
