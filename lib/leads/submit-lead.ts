import "server-only";

import { after } from "next/server";

import { fieldErrorsOf, type ActionState } from "@/lib/action-state";
import { parseAttribution } from "@/lib/analytics/attribution";
import { services } from "@/content/services";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { logThrottled } from "@/lib/log/throttle";
import {
  applicationAutoReply,
  applicationNotification,
  bookingConfirmation,
  bookingNotification,
  contactAutoReply,
  contactNotification,
  type MailContent,
} from "@/lib/mail/templates";
import { hitRateLimit, type RateLimit } from "@/lib/rate-limit";
import { clientIp } from "@/lib/request-ip";
import { deliverWebhooksDue } from "@/lib/webhooks/deliver";
import { looksAutomated } from "./bot-check";
import { applicationSchema, bookingSchema, contactSchema } from "./lead-schemas";
import { deliverDue, type QueuedMail } from "./outbox";
import { autoReplySentRecently, storeLeadWithMails, type AutoReplyKind } from "./repository";
import type { LeadKind, NewLead } from "./types";

const HOUR = 3600;
const limits = (kind: LeadKind) =>
  ({
    ip: { bucket: `lead:${kind}:ip`, limit: 10, windowSeconds: HOUR },
    email: { bucket: `lead:${kind}:email`, limit: 5, windowSeconds: HOUR },
  }) satisfies Record<string, RateLimit>;

/**
 * Auto-replies go to addresses nobody verified; with the per-address and per-client limits this
 * bounds what rotating both can make the site send, across every instance (counted in the database).
 */
export const AUTO_REPLY_CAP = { bucket: "mail:auto-reply", limit: 50, windowSeconds: HOUR };
// Each submission could add a line: bounded per minute, the rest counted (lib/log/throttle.ts).
const ALARM_LOG_BUDGET = { lines: 1, windowMs: 60_000 };
const FAILURE_LOG_BUDGET = { lines: 30, windowMs: 60_000 };

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

const fields = (formData: FormData, names: readonly string[]) =>
  Object.fromEntries(names.map((n) => [n, formData.get(n) ?? undefined]));

/** The form's fields → the lead, or the schema's refusal. */
function parseLead(kind: keyof typeof LEAD_TEXT, formData: FormData, appliedFor?: string) {
  if (kind === "booking") {
    const names = ["name", "email", "phone", "service", "customization", "message", "heardAbout"];
    return bookingSchema.safeParse(fields(formData, names));
  }
  if (kind === "contact") {
    const names = ["name", "email", "phone", "message", "heardAbout"];
    return contactSchema.safeParse(fields(formData, names));
  }
  const parsed = applicationSchema.safeParse(
    fields(formData, ["name", "email", "phone", "message", "cvUrl"]),
  );
  if (!parsed.success) return parsed;
  // leads has no column for the link: it travels with the cover note, to staff and the CSV alike.
  const { cvUrl, ...rest } = parsed.data;
  const message = `${rest.message}\n\nCV / portfolio: ${cvUrl}`;
  return { ...parsed, data: { ...rest, message, appliedFor } };
}

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
  if (looksAutomated(formData)) return { status: "success", message: text.ok };
  const parsed = parseLead(kind, formData, appliedFor);
  if (!parsed.success) {
    return {
      status: "error",
      message: "Please fix the highlighted fields.",
      fieldErrors: fieldErrorsOf(parsed.error),
    };
  }
  // The visit's context the form carried: never a reason to refuse (bad values are dropped).
  const lead: NewLead = { kind, ...parsed.data, ...parseAttribution(formData) };
  try {
    const db = await getDb();
    const checks = await Promise.all([
      hitRateLimit(db, limits(kind).ip, clientIp(headers)),
      hitRateLimit(db, limits(kind).email, lead.email.toLowerCase()),
    ]);
    const blocked = checks.find((c) => !c.allowed);
    if (blocked) {
      const minutes = Math.ceil(blocked.retryAfterSeconds / 60);
      return {
        status: "error",
        message: `Too many requests. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      };
    }
    // The booking confirmation counts as one: the same daily and hourly limits hold for it.
    const autoReply =
      !(await autoReplySentRecently(db, lead.email)) && (await underAutoReplyCap(db));
    const { mailIds, webhookIds } = await storeLeadWithMails(db, lead, (leadId) =>
      mailsFor(lead, leadId, autoReply),
    );
    // What fails here is retried by the cron (either queue's rows stay due).
    after(() =>
      Promise.all([
        deliverDue(db, { ids: mailIds }).catch(() => undefined),
        deliverWebhooksDue(db, { ids: webhookIds }).catch(() => undefined),
      ]),
    );
    return { status: "success", message: text.ok };
  } catch (error) {
    logThrottled("lead-not-stored", FAILURE_LOG_BUDGET, "error", "lead not stored", {
      kind,
      error,
    });
    return { status: "error", message: text.failed };
  }
}

/** Over the cap the lead is still stored and staff still told; only the auto-reply is skipped. */
async function underAutoReplyCap(db: Parameters<typeof hitRateLimit>[0]): Promise<boolean> {
  const { allowed } = await hitRateLimit(db, AUTO_REPLY_CAP, "all");
  if (!allowed) {
    // Once a minute is alarm enough; every submission over the cap would be a line each.
    logThrottled(
      "auto-reply-cap",
      ALARM_LOG_BUDGET,
      "warn",
      "alarm: auto-reply cap reached, auto-reply skipped",
      {
        cap: AUTO_REPLY_CAP.limit,
        windowSeconds: AUTO_REPLY_CAP.windowSeconds,
      },
    );
  }
  return allowed;
}

function mailsFor(lead: NewLead, leadId: string, autoReply: boolean): QueuedMail[] {
  const staff = (content: MailContent, kind: string) =>
    env.LEADS_NOTIFY_TO.map((to) => ({ ...content, kind, to, replyTo: lead.email, leadId }));
  // To the visitor: no reply-to (they answer to the From address), only under the limits above.
  const visitor = (content: MailContent, kind: AutoReplyKind) =>
    autoReply ? [{ ...content, kind, to: lead.email, leadId }] : [];
  if (lead.kind === "booking") {
    const service = services.find((s) => s.id === lead.service);
    const title = service?.title ?? lead.service ?? "";
    return [
      ...staff(bookingNotification(lead, title), "booking-notification"),
      // The visitor's mail names the service as the form's list did.
      ...visitor(bookingConfirmation(service?.name ?? title), "booking-confirmation"),
    ];
  }
  if (lead.kind === "application") {
    return [
      ...staff(applicationNotification(lead), "application-notification"),
      ...visitor(applicationAutoReply(), "application-auto-reply"),
    ];
  }
  return [
    ...staff(contactNotification(lead), "contact-notification"),
    ...visitor(contactAutoReply(), "contact-auto-reply"),
  ];
}
