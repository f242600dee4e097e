import "server-only";

import { after } from "next/server";

import { fieldErrorsOf, type ActionState } from "@/lib/action-state";
import { impersonal, parseAttribution } from "@/lib/analytics/attribution";
import { recordGoal } from "@/lib/analytics/ingest";
import { insertCall, isSlotTaken, planCall, SLOT_TAKEN } from "@/lib/booking/book";
import { getDb } from "@/lib/db/client";
import { logThrottled } from "@/lib/log/throttle";
import type { RateLimit } from "@/lib/rate-limit";
import { spamVerdict, tooManyRequests } from "@/lib/spam/verdict";
import { deliverWebhooksDue } from "@/lib/webhooks/deliver";
import { autoReplyAllowed, mailsFor } from "./lead-mails";
import { parseLead } from "./parse-lead";
import { deliverDue } from "./outbox";
import { storeLeadWithMails, storeQuarantinedLead } from "./repository";
import type { LeadKind, NewLead } from "./types";

export { AUTO_REPLY_CAP } from "./lead-mails";

const HOUR = 3600;
/** Past these a submission is held as spam ("throttled"): stored, nothing sent. */
const limits = (kind: LeadKind) =>
  ({
    network: { bucket: `lead:${kind}:ip`, limit: 10, windowSeconds: HOUR },
    address: { bucket: `lead:${kind}:email`, limit: 5, windowSeconds: HOUR },
  }) satisfies Record<string, RateLimit>;

// Each submission could add a line: bounded per minute, the rest counted (lib/log/throttle.ts).
const FAILURE_LOG_BUDGET = { lines: 30, windowMs: 60_000 };

/** Where each form lives, for a goal whose form sent no page of its own (no JavaScript). */
const GOAL_PAGE = { booking: "/book-service", contact: "/contact" } as const;

export const LEAD_TEXT = {
  booking: {
    ok: "Service Booked Successfully!",
    failed: "Failed to send email. Please check your setup.",
  },
  contact: { ok: "Message Sent!", failed: "Failed to send message. Please try again later." },
  application: {
    ok: "Application sent! We reply to every application within a week.",
    failed: "Your application could not be sent. Please try again later.",
  },
} as const;

/** A refused time: the visitor picks another, nothing was stored or sent. */
const slotRefused = (message: string): ActionState => ({
  status: "error",
  message,
  fieldErrors: { slot: message },
});
const DEFAULT_ZONE = "UTC";

/**
 * Store first (lead + its mails, one transaction), answer, then deliver after the response.
 * `appliedFor`: an application's opening, as the caller found it open (lib/careers/actions.ts).
 */
export async function submitLead(
  kind: keyof typeof LEAD_TEXT,
  formData: FormData,
  headers: Headers,
  appliedFor?: string,
): Promise<ActionState> {
  const text = LEAD_TEXT[kind];
  const parsed = parseLead(kind, formData, appliedFor);
  if (!parsed.success) {
    return {
      status: "error",
      message: "Please fix the highlighted fields.",
      fieldErrors: fieldErrorsOf(parsed.error),
    };
  }
  // The visit's context the form carried: never a reason to refuse (bad values are dropped).
  const attribution = parseAttribution(formData);
  const {
    slot: start,
    timeZone,
    ...fields
  } = { slot: undefined, timeZone: undefined, ...parsed.data };
  const lead: NewLead = { kind, ...fields, ...attribution };
  const slot = start ? { start, timeZone: timeZone ?? DEFAULT_ZONE } : null;
  try {
    const db = await getDb();
    const verdict = await spamVerdict(db, {
      form: `lead:${kind}`,
      formData,
      headers,
      email: lead.email,
      limits: limits(kind),
      // The application form has no proof-of-work (it works without JavaScript, unchallenged).
      proof: kind !== "application",
    });
    if (verdict.refused) {
      return { status: "error", message: tooManyRequests(verdict.retryAfterSeconds) };
    }
    // Held: stored for staff to judge, nothing sent; the visitor reads what a real one reads.
    if (verdict.reason) {
      await storeQuarantinedLead(db, lead, verdict.reason);
      return { status: "success", message: text.ok };
    }
    // A chosen time must be on offer now; the database then holds it (lib/booking/book.ts).
    const call = slot ? await planCall(db, new Date(slot.start), slot.timeZone) : undefined;
    if (call === null) return slotRefused(SLOT_TAKEN);
    // The booking confirmation counts as one: the same daily and hourly limits hold for it.
    const autoReply = await autoReplyAllowed(db, lead.email);
    const stored = await storeLeadWithMails(
      db,
      lead,
      (leadId) => mailsFor(lead, leadId, autoReply, call?.mail),
      call && ((tx, leadId) => insertCall(tx, leadId, call)),
    ).catch((error: unknown) => {
      if (isSlotTaken(error)) return null;
      throw error;
    });
    if (!stored) return slotRefused(SLOT_TAKEN);
    const { mailIds, webhookIds } = stored;
    // What fails here is retried by the cron (either queue's rows stay due).
    after(() =>
      Promise.all([
        deliverDue(db, { ids: mailIds }).catch(() => undefined),
        deliverWebhooksDue(db, { ids: webhookIds }).catch(() => undefined),
      ]),
    );
    // A real booking or message is a goal of the visit statistics (never a held one).
    if (kind !== "application") {
      void recordGoal(kind, {
        path: attribution.sourcePage ?? GOAL_PAGE[kind],
        attribution: impersonal(attribution, [lead.name, lead.email]),
        headers,
      });
    }
    return { status: "success", message: text.ok };
  } catch (error) {
    logThrottled("lead-not-stored", FAILURE_LOG_BUDGET, "error", "lead not stored", {
      kind,
      error,
    });
    return { status: "error", message: text.failed };
  }
}
