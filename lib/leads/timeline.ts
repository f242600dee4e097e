import "server-only";

import { asc, eq } from "drizzle-orm";

import { leadActivity, webhookDeliveries, webhookEndpoints } from "@/lib/db/pipeline-schema";
import { emailOutbox } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";

/**
 * One lead's history as one list, oldest first: when it was submitted, each mail and how its
 * delivery stands, what staff did (lead_activity), and each webhook delivery with its response.
 */
export type TimelineEntry = { id: string; at: Date } & (
  | { type: "submitted" }
  | {
      type: "mail";
      kind: string;
      to: string;
      status: string;
      attempts: number;
      error: string | null;
    }
  | {
      type: "activity";
      kind: (typeof leadActivity.$inferSelect)["kind"];
      actor: string;
      body: string | null;
      from: string | null;
      to: string | null;
    }
  | {
      type: "webhook";
      event: string;
      endpoint: string;
      status: string;
      responseStatus: number | null;
      attempts: number;
    }
);

export async function leadTimeline(
  db: Db,
  lead: { id: string; createdAt: Date },
): Promise<TimelineEntry[]> {
  const [mails, activity, deliveries] = await Promise.all([
    db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.leadId, lead.id))
      .orderBy(asc(emailOutbox.createdAt)),
    db
      .select()
      .from(leadActivity)
      .where(eq(leadActivity.leadId, lead.id))
      .orderBy(asc(leadActivity.createdAt)),
    db
      .select({ d: webhookDeliveries, endpoint: webhookEndpoints.name })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookDeliveries.leadId, lead.id))
      .orderBy(asc(webhookDeliveries.createdAt)),
  ]);
  const entries: TimelineEntry[] = [
    { type: "submitted", id: `submitted-${lead.id}`, at: lead.createdAt },
    ...mails.map((m): TimelineEntry => ({
      type: "mail",
      id: m.id,
      at: m.createdAt,
      kind: m.kind,
      to: m.toAddress,
      status: m.status,
      attempts: m.attempts,
      error: m.status === "sent" ? null : m.lastError,
    })),
    ...activity.map((a): TimelineEntry => ({
      type: "activity",
      id: a.id,
      at: a.createdAt,
      kind: a.kind,
      actor: a.actorName,
      body: a.body,
      from: a.fromValue,
      to: a.toValue,
    })),
    ...deliveries.map(({ d, endpoint }): TimelineEntry => ({
      type: "webhook",
      id: d.id,
      at: d.createdAt,
      event: d.event,
      endpoint,
      status: d.status,
      responseStatus: d.responseStatus,
      attempts: d.attempts,
    })),
  ];
  // Stable: rows made in one transaction share a timestamp and keep the order they were read in
  // (submitted, mails, staff's change, then the webhook it queued).
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.at.getTime() - b.entry.at.getTime() || a.index - b.index)
    .map(({ entry }) => entry);
}
