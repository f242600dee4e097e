import "server-only";

import { randomBytes, randomUUID } from "node:crypto";

import { desc, eq, sql } from "drizzle-orm";

import type { WEBHOOK_EVENTS, WEBHOOK_FORMATS } from "@/lib/db/enums";
import { webhookDeliveries, webhookEndpoints } from "@/lib/db/pipeline-schema";
import type { Db } from "@/lib/db/types";
import { TEST_EVENT } from "./format";

export type EndpointValues = {
  name: string;
  url: string;
  format: (typeof WEBHOOK_FORMATS)[number];
  events: (typeof WEBHOOK_EVENTS)[number][];
};

/** A Standard Webhooks secret: "whsec_" + base64 of 24 random bytes (192 bits). */
const newSecret = () => `whsec_${randomBytes(24).toString("base64")}`;

const columns = {
  id: webhookEndpoints.id,
  name: webhookEndpoints.name,
  url: webhookEndpoints.url,
  format: webhookEndpoints.format,
  events: webhookEndpoints.events,
  enabled: webhookEndpoints.enabled,
};

/** Every endpoint with the states of its last five deliveries, newest first. */
export async function listEndpoints(db: Db) {
  const recent = sql<string[]>`coalesce((
    select array_agg(d.status order by d.created_at desc) from (
      select status, created_at from webhook_deliveries
      where endpoint_id = ${webhookEndpoints.id} order by created_at desc limit 5) d
  ), '{}')`;
  return db
    .select({ ...columns, recent })
    .from(webhookEndpoints)
    .orderBy(webhookEndpoints.createdAt);
}

export async function getEndpoint(db: Db, id: string) {
  const [row] = await db
    .select({ ...columns, secret: webhookEndpoints.secret })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id));
  return row ?? null;
}

/** The delivery log of one endpoint, newest first. */
export function deliveriesOf(db: Db, endpointId: string, limit = 50) {
  const d = webhookDeliveries;
  return db
    .select({
      id: d.id,
      event: d.event,
      status: d.status,
      attempts: d.attempts,
      responseStatus: d.responseStatus,
      lastError: d.lastError,
      createdAt: d.createdAt,
      deliveredAt: d.deliveredAt,
      nextAttemptAt: d.nextAttemptAt,
    })
    .from(d)
    .where(eq(d.endpointId, endpointId))
    .orderBy(desc(d.createdAt))
    .limit(limit);
}

export async function createEndpoint(db: Db, values: EndpointValues, createdBy: string | null) {
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ ...values, secret: newSecret(), createdBy })
    .returning({ id: webhookEndpoints.id });
  return row!.id;
}

/** Changes name, URL, format and events; false when the endpoint is gone. */
export async function updateEndpoint(db: Db, id: string, values: EndpointValues) {
  const rows = await db
    .update(webhookEndpoints)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(webhookEndpoints.id, id))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

export async function setEndpointEnabled(db: Db, id: string, enabled: boolean) {
  const rows = await db
    .update(webhookEndpoints)
    .set({ enabled, updatedAt: sql`now()` })
    .where(eq(webhookEndpoints.id, id))
    .returning({ name: webhookEndpoints.name });
  return rows[0]?.name ?? null;
}

/** A new secret: the receiver must be given it, signatures made with the old one stop matching. */
export async function rotateSecret(db: Db, id: string) {
  const rows = await db
    .update(webhookEndpoints)
    .set({ secret: newSecret(), updatedAt: sql`now()` })
    .where(eq(webhookEndpoints.id, id))
    .returning({ name: webhookEndpoints.name });
  return rows[0]?.name ?? null;
}

/** Deletes the endpoint and, by the foreign key, its delivery log; its name, or null if gone. */
export async function deleteEndpoint(db: Db, id: string) {
  const rows = await db
    .delete(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id))
    .returning({ name: webhookEndpoints.name });
  return rows[0]?.name ?? null;
}

/**
 * Queues a `webhook.test` event for this endpoint only, on the same queue as real events (so a test
 * that arrives proves the real path). Null when the endpoint is gone.
 */
export async function queueTestDelivery(db: Db, endpointId: string) {
  const endpoint = await getEndpoint(db, endpointId);
  if (!endpoint) return null;
  const payload = {
    type: TEST_EVENT,
    timestamp: new Date().toISOString(),
    data: { endpoint: endpoint.name },
  };
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ endpointId, messageId: `msg_${randomUUID()}`, event: TEST_EVENT, payload })
    .returning({ id: webhookDeliveries.id });
  return row!.id;
}
