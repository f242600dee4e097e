import "server-only";

import { getDb } from "@/lib/db/client";
import { isUuid } from "@/lib/uuid";
import { deliveriesOf, getEndpoint, listEndpoints } from "./endpoints";

/** The staff pages' reads (never cached: states change with every delivery). */
export async function webhookEndpointsForStaff() {
  return listEndpoints(await getDb());
}

export async function webhookEndpointForStaff(id: string) {
  return isUuid(id) ? getEndpoint(await getDb(), id) : null;
}

export async function webhookDeliveriesForStaff(endpointId: string) {
  return deliveriesOf(await getDb(), endpointId);
}

export type WebhookEndpointRow = Awaited<ReturnType<typeof webhookEndpointsForStaff>>[number];
export type WebhookDeliveryRow = Awaited<ReturnType<typeof webhookDeliveriesForStaff>>[number];
