import "server-only";

import { and, eq, inArray, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";

import { getDb } from "@/lib/db/client";
import { newsletterDeliveries } from "@/lib/db/newsletter-schema";
import { env } from "@/lib/env";
import { readCapped } from "@/lib/http/read-capped";
import { logEvent } from "@/lib/log/logger";
import * as z from "@/lib/zod";
import { suppress } from "./suppressions";

const MAX_BYTES = 256 * 1024;

/** The part of Resend's event we read (https://resend.com/docs/dashboard/webhooks/event-types). */
const eventSchema = z.object({
  type: z.string().max(100),
  data: z.object({
    email_id: z.string().max(200).optional(),
    to: z.array(z.string().max(320)).max(50).optional(),
    bounce: z.object({ type: z.string().max(100).optional() }).optional(),
  }),
});

type Answer = { status: number; body: Record<string, unknown> };

/**
 * A Resend event, verified first: Resend signs with Svix, whose svix-id / svix-timestamp /
 * svix-signature headers are Standard Webhooks' webhook-* under another name, so the
 * `standardwebhooks` library checks them (HMAC over id.timestamp.body, timestamps within 5 min).
 * A request that fails the check changes nothing (401). A hard bounce or a complaint suppresses
 * the address for every later mail; delivered / bounced / complained update the newsletter
 * delivery the provider id names. Idempotent: Resend delivers an event at least once.
 */
export async function receiveResendEvent(request: Request): Promise<Answer> {
  if (!env.RESEND_WEBHOOK_SECRET) {
    return { status: 503, body: { error: "Resend events are not configured here." } };
  }
  const bytes = await readCapped(request.body, MAX_BYTES);
  if (!bytes) return { status: 413, body: { error: "Too large." } };
  const payload = new TextDecoder().decode(bytes);
  const header = (name: string) =>
    request.headers.get(`svix-${name}`) ?? request.headers.get(`webhook-${name}`) ?? "";
  const id = header("id");
  try {
    new Webhook(env.RESEND_WEBHOOK_SECRET).verify(payload, {
      "webhook-id": id,
      "webhook-timestamp": header("timestamp"),
      "webhook-signature": header("signature"),
    });
  } catch {
    return { status: 401, body: { error: "Invalid signature." } };
  }
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return { status: 400, body: { error: "Not JSON." } };
  }
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success) return { status: 400, body: { error: "Not a Resend event." } };
  const { type, data } = parsed.data;
  const db = await getDb();
  const hard = type === "email.bounced" && data.bounce?.type === "Permanent";
  if (hard || type === "email.complained") {
    for (const to of data.to ?? []) {
      if (await suppress(db, to, hard ? "hard_bounce" : "complaint", id.slice(0, 200))) {
        logEvent("info", "address suppressed", {
          reason: hard ? "hard_bounce" : "complaint",
          eventId: id,
        });
      }
    }
  }
  const status = {
    "email.delivered": "delivered",
    "email.bounced": "bounced",
    "email.complained": "complained",
  }[type] as "delivered" | "bounced" | "complained" | undefined;
  if (status && data.email_id) {
    // A later, worse event wins over "delivered"; "delivered" never undoes a bounce or complaint.
    const from =
      status === "delivered" ? ["sent", "logged"] : ["sent", "logged", "delivered", "bounced"];
    await db
      .update(newsletterDeliveries)
      .set({ status, eventAt: sql`now()` })
      .where(
        and(
          eq(newsletterDeliveries.providerId, data.email_id),
          inArray(
            newsletterDeliveries.status,
            from as ("sent" | "logged" | "delivered" | "bounced")[],
          ),
        ),
      );
  }
  return { status: 200, body: { ok: true } };
}
