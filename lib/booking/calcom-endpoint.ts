import "server-only";

import { after } from "next/server";

import { getDb } from "@/lib/db/client";
import { pgCode } from "@/lib/db/errors";
import { env } from "@/lib/env";
import { readCapped } from "@/lib/http/read-capped";
import { deliverDue } from "@/lib/leads/outbox";
import { logEvent } from "@/lib/log/logger";
import { deliverWebhooksDue } from "@/lib/webhooks/deliver";
import { applyCalcomDelivery, validCalcomSignature } from "./calcom";
import { CALCOM_TRIGGERS, calcomDeliverySchema } from "./calcom-payload";

/** A booking delivery is a few KB; Cal.com's largest (many attendees, long notes) well under this. */
const MAX_BODY_BYTES = 256 * 1024;
const noStore = { "cache-control": "no-store" };
const answer = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: noStore });

/**
 * POST /api/webhooks/calcom: the body capped, then the signature (401 before anything is parsed),
 * then the JSON (400), then the delivery applied once (lib/booking/calcom.ts). Triggers we do not
 * handle (Cal.com's ping, meeting events) are acknowledged and ignored, so Cal.com stops retrying.
 */
export async function receiveCalcomWebhook(request: Request): Promise<Response> {
  const raw = await readCapped(request.body, MAX_BODY_BYTES);
  if (raw === null) return answer(413, { error: "The body is too large." });
  const signature = request.headers.get("x-cal-signature-256");
  if (!validCalcomSignature(raw, signature, env.CALCOM_WEBHOOK_SECRET)) {
    return answer(401, { error: "Invalid signature." });
  }
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(raw));
  } catch {
    return answer(400, { error: "The body is not JSON." });
  }
  const trigger = (json as { triggerEvent?: unknown } | null)?.triggerEvent;
  if (!(CALCOM_TRIGGERS as readonly unknown[]).includes(trigger)) {
    return answer(200, { result: "ignored" });
  }
  const parsed = calcomDeliverySchema.safeParse(json);
  if (!parsed.success) return answer(400, { error: "Not a Cal.com booking delivery." });
  const db = await getDb();
  try {
    const outcome = await applyCalcomDelivery(db, parsed.data);
    if (outcome.result === "created") {
      const { mailIds, webhookIds } = outcome;
      // Delivered after the answer; what fails is retried by the cron (both queues' rows stay due).
      after(() =>
        Promise.all([
          deliverDue(db, { ids: mailIds }).catch(() => undefined),
          deliverWebhooksDue(db, { ids: webhookIds }).catch(() => undefined),
        ]),
      );
    }
    return answer(200, { result: outcome.result });
  } catch (error) {
    const code = pgCode(error);
    // The same uid stored by a concurrent delivery: this one is its repeat.
    if (code === "23505") return answer(200, { result: "unchanged" });
    // The time is already booked on our own calendar: stored nowhere, said loudly.
    if (code === "23P01") {
      logEvent("warn", "cal.com booking overlaps a booked call", { uid: parsed.data.payload.uid });
      return answer(409, { error: "That time is already booked." });
    }
    throw error;
  }
}
