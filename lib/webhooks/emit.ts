import "server-only";

import { randomUUID } from "node:crypto";

import { and, eq, sql } from "drizzle-orm";

import { WEBHOOK_EVENTS } from "@/lib/db/enums";
import { webhookDeliveries, webhookEndpoints } from "@/lib/db/pipeline-schema";
import type { Db } from "@/lib/db/types";

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** An event as every endpoint receives it (Standard Webhooks' recommended shape). */
type WebhookPayload = {
  type: WebhookEvent;
  timestamp: string;
  data: Record<string, unknown>;
};

/**
 * Queues `event` for every enabled endpoint subscribed to it, inside the caller's transaction (with
 * the write it reports), so an event exists exactly when its change was stored. One message id per
 * event, shared by its deliveries: the `webhook-id` a receiver deduplicates on. Returns the new
 * delivery ids for the caller to deliver after its response (the cron delivers the rest).
 */
export async function enqueueWebhookEvent(
  tx: Db,
  event: WebhookEvent,
  data: Record<string, unknown>,
  leadId?: string | null,
): Promise<string[]> {
  const payload: WebhookPayload = { type: event, timestamp: new Date().toISOString(), data };
  const messageId = `msg_${randomUUID()}`;
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(eq(webhookEndpoints.enabled, true), sql`${event} = any (${webhookEndpoints.events})`),
    );
  if (!endpoints.length) return [];
  const rows = await tx
    .insert(webhookDeliveries)
    .values(
      endpoints.map((e) => ({
        endpointId: e.id,
        messageId,
        event,
        leadId: leadId ?? null,
        payload,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.id });
  return rows.map((r) => r.id);
}
