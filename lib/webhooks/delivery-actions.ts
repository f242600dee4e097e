"use server";

import { revalidatePath } from "next/cache";

import type { ActionState } from "@/lib/action-state";
import { recordAudit } from "@/lib/audit/record";
import { staffAction } from "@/lib/auth/staff-action";
import { getDb } from "@/lib/db/client";
import * as z from "@/lib/zod";
import { deliverWebhooksDue, retryWebhookDelivery, type WebhookReport } from "./deliver";
import { queueTestDelivery } from "./endpoints";

const PAGE = "/admin/webhooks";

const outcome = (report: WebhookReport, what: string): ActionState =>
  report.delivered
    ? { status: "success", message: `${what} delivered.` }
    : report.retrying
      ? { status: "error", message: `${what} did not go through yet; it will be retried.` }
      : { status: "error", message: `${what} failed: see the delivery log.` };

/** "Send test": a `webhook.test` event through the same queue as real events, delivered now. */
export async function sendWebhookTest(endpointId: string): Promise<ActionState> {
  const send = staffAction(
    z.uuid("This endpoint no longer exists."),
    async (id, staff): Promise<ActionState> => {
      const db = await getDb();
      const deliveryId = await queueTestDelivery(db, id);
      if (!deliveryId) return { status: "error", message: "This endpoint no longer exists." };
      const report = await deliverWebhooksDue(db, { ids: [deliveryId] });
      await recordAudit({
        actor: staff,
        action: "webhook.test-sent",
        target: { type: "webhook", id },
        details: { delivered: report.delivered === 1 },
      });
      revalidatePath(PAGE, "layout");
      return outcome(report, "Test event");
    },
    { may: "webhooks.manage", next: PAGE, message: "This endpoint no longer exists." },
  );
  return send(endpointId);
}

/** Retry one failed or waiting delivery now, with a fresh set of attempts. */
export async function retryWebhook(deliveryId: string): Promise<ActionState> {
  const retry = staffAction(
    z.uuid("Unknown delivery."),
    async (id, staff): Promise<ActionState> => {
      const db = await getDb();
      if (!(await retryWebhookDelivery(db, id)))
        return { status: "error", message: "This delivery is already delivered or being sent." };
      const report = await deliverWebhooksDue(db, { ids: [id] });
      await recordAudit({
        actor: staff,
        action: "webhook.retried",
        target: { type: "webhook-delivery", id },
        details: { delivered: report.delivered === 1 },
      });
      revalidatePath(PAGE, "layout");
      return outcome(report, "The event");
    },
    { may: "webhooks.manage", next: PAGE, message: "Unknown delivery." },
  );
  return retry(deliveryId);
}
