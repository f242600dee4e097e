import "server-only";

import { services } from "@/content/services";
import type { CallMail } from "@/lib/booking/book";
import type { Db } from "@/lib/db/types";
import { env } from "@/lib/env";
import { logThrottled } from "@/lib/log/throttle";
import {
  applicationNotification,
  bookingNotification,
  contactNotification,
} from "@/lib/mail/lead-notifications";
import {
  applicationAutoReply,
  bookingConfirmation,
  contactAutoReply,
  type MailContent,
} from "@/lib/mail/templates";
import { hitRateLimit } from "@/lib/rate-limit";
import type { QueuedMail } from "./outbox";
import { autoReplySentRecently, type AutoReplyKind } from "./repository";
import type { NewLead } from "./types";

/**
 * Auto-replies go to addresses nobody verified; with the per-address and per-client limits this
 * bounds what rotating both can make the site send, across every instance (counted in the database).
 */
export const AUTO_REPLY_CAP = { bucket: "mail:auto-reply", limit: 50, windowSeconds: 3600 };
// Each submission could add a line: bounded per minute, the rest counted (lib/log/throttle.ts).
const ALARM_LOG_BUDGET = { lines: 1, windowMs: 60_000 };

/**
 * Whether this lead's visitor gets an auto-reply: none went to the address in the last day and
 * the hourly cap has room. Asked once per lead that sends mail: a fresh one, or one released
 * from spam (so a release is held to the same limits).
 */
export async function autoReplyAllowed(db: Db, email: string): Promise<boolean> {
  return !(await autoReplySentRecently(db, email)) && (await underAutoReplyCap(db));
}

/** Over the cap the lead is still stored and staff still told; only the auto-reply is skipped. */
async function underAutoReplyCap(db: Db): Promise<boolean> {
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

/**
 * A lead's mails: the staff notification to each of LEADS_NOTIFY_TO, and the visitor's reply. A
 * booking with a call (lib/booking/book.ts) carries its invite in both, plus one to the staff
 * member who takes the calls; each mail is sent on its own (attachments need the single send).
 */
export function mailsFor(
  lead: NewLead,
  leadId: string,
  autoReply: boolean,
  call?: (to: string) => CallMail,
): QueuedMail[] {
  const staff = (content: MailContent, kind: string) =>
    env.LEADS_NOTIFY_TO.map((to) => ({ ...content, kind, to, replyTo: lead.email, leadId }));
  // To the visitor: no reply-to (they answer to the From address), only under the limits above.
  const visitor = (content: MailContent, kind: AutoReplyKind) =>
    autoReply ? [{ ...content, kind, to: lead.email, leadId }] : [];
  if (lead.kind === "booking") {
    const service = services.find((s) => s.id === lead.service);
    const title = service?.title ?? lead.service ?? "";
    if (call)
      return bookingMailsWithCall(lead, leadId, title, service?.name ?? title, autoReply, call);
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

/** A booking with a call: each staff mail and the visitor's carry the invite made out to them. */
function bookingMailsWithCall(
  lead: NewLead,
  leadId: string,
  title: string,
  serviceName: string,
  autoReply: boolean,
  call: (to: string) => CallMail,
): QueuedMail[] {
  const owner = call(lead.email).ownerEmail;
  const staffTo = [...new Set([...env.LEADS_NOTIFY_TO, ...(owner ? [owner] : [])])];
  const mails: QueuedMail[] = staffTo.map((to) => {
    const details = call(to);
    const content = bookingNotification(lead, title, details.whenForStaff);
    return {
      ...content,
      kind: "booking-notification",
      to,
      replyTo: lead.email,
      leadId,
      attachments: [details.invite],
    };
  });
  if (autoReply) {
    const details = call(lead.email);
    const content = bookingConfirmation(serviceName, details);
    mails.push({
      ...content,
      kind: "booking-confirmation",
      to: lead.email,
      leadId,
      attachments: [details.invite],
    });
  }
  return mails;
}
