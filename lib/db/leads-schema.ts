import { sql } from "drizzle-orm";
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

import { createdAt, id, textList, updatedAt } from "./columns";
import { LEAD_KINDS, LEAD_STATUSES, SPAM_REASONS } from "./enums";
import type { MailAttachment } from "./json-types";
import { staffMembers } from "./staff-schema";

/** Leads, the mail outbox every message leaves through, and newsletter subscribers. */

// In lib/db/enums.ts so the pipeline's forms read them without the schema.
export { LEAD_KINDS, LEAD_STATUSES };

export const leads = pgTable(
  "leads",
  {
    id: id(),
    kind: text("kind", { enum: LEAD_KINDS }).notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    service: text("service"),
    customization: text("customization"),
    // Applications: the opening's title when the person applied (kept if the opening is deleted).
    appliedFor: text("applied_for"),
    message: text("message").notNull(),
    // The pipeline stage (LEAD_STATUSES); every change is a lead_activity row.
    status: text("status", { enum: LEAD_STATUSES }).notNull().default("new"),
    lostReason: text("lost_reason"),
    // The staff account working the lead; null: nobody yet (or their account was removed).
    ownerId: uuid("owner_id").references(() => staffMembers.id, { onDelete: "set null" }),
    // What the deal may be worth, in whole units of the agency's currency; optional.
    valueEstimate: integer("value_estimate"),
    // The next follow-up: a day, not a time (digests and the calendar feed read it).
    followUpOn: date("follow_up_on", { mode: "string" }),
    // Set when the person's data was erased (lib/privacy): the row stays for the counts, anonymised.
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    // Held by the spam checks (lib/spam): why, and since when. A held lead sent no mail and fired
    // no webhook; "Not spam" clears both and queues them; held ones are deleted after 30 days.
    spamReason: text("spam_reason", { enum: SPAM_REASONS }),
    quarantinedAt: timestamp("quarantined_at", { withTimezone: true }),
    // Consent evidence: the version of the privacy notice the form showed (content/legal).
    privacyNoticeVersion: text("privacy_notice_version"),
    // Attribution: what the form itself sent of the visit (lib/analytics/attribution), no identifier.
    sourcePage: text("source_page"),
    landingPage: text("landing_page"),
    referrerHost: text("referrer_host"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    refParam: text("ref_param"),
    heardAbout: text("heard_about"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("leads_spam_check", sql`(${t.spamReason} is null) = (${t.quarantinedAt} is null)`),
    check("leads_kind_check", sql`${t.kind} in ('booking', 'contact', 'application')`),
    check("leads_status_check", sql`${t.status} = any (${textList(LEAD_STATUSES)})`),
    check("leads_lost_reason_check", sql`char_length(${t.lostReason}) <= 500`),
    check("leads_value_estimate_check", sql`${t.valueEstimate} between 0 and 1000000000`),
    index("leads_owner_idx").on(t.ownerId, t.createdAt.desc()),
    index("leads_follow_up_idx")
      .on(t.followUpOn)
      .where(sql`${t.followUpOn} is not null and ${t.status} not in ('won', 'lost')`),
    index("leads_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("leads_quarantined_idx")
      .on(t.quarantinedAt)
      .where(sql`${t.quarantinedAt} is not null`),
    index("leads_new_idx")
      .on(t.status)
      .where(sql`${t.status} = 'new'`),
  ],
).enableRLS();

export const MAIL_STATUSES = [
  "pending",
  "sending",
  "sent",
  "logged",
  "suppressed",
  "failed",
] as const;

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: id(),
    leadId: uuid("lead_id"),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    // Extra headers, e.g. List-Unsubscribe / List-Unsubscribe-Post (RFC 8058) on newsletter mail.
    headers: jsonb("headers").$type<Record<string, string>>(),
    // Files sent with the mail (a booking's calendar invite): content as base64, at most a few KB.
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
    // pending → sending (claimed by one worker) → sent | logged (no provider configured) |
    // suppressed (the address is on mail_suppressions: never sent) | failed
    status: text("status", { enum: MAIL_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    providerId: text("provider_id"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: "email_outbox_lead_id_fkey",
      columns: [t.leadId],
      foreignColumns: [leads.id],
    }).onDelete("set null"),
    check(
      "email_outbox_status_check",
      sql`${t.status} in ('pending', 'sending', 'sent', 'logged', 'suppressed', 'failed')`,
    ),
    // The worker's scan: due pending mails and stale claims.
    index("email_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index("email_outbox_lead_idx").on(t.leadId),
  ],
).enableRLS();

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    email: text("email").notNull().unique("newsletter_subscribers_email_key"),
    status: text("status", { enum: ["pending", "confirmed", "unsubscribed"] })
      .notNull()
      .default("pending"),
    createdAt: createdAt(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    // Held by the spam checks (lib/spam), as a lead is: no confirmation mail until released.
    spamReason: text("spam_reason", { enum: SPAM_REASONS }),
    quarantinedAt: timestamp("quarantined_at", { withTimezone: true }),
    // Consent evidence: the sign-up (the consent text's version, when, from where) and the
    // confirmation click; kept for the subscription's life plus staff_settings' period.
    consentVersion: text("consent_version"),
    consentedAt: timestamp("consented_at", { withTimezone: true }),
    consentIp: text("consent_ip"),
    consentUserAgent: text("consent_user_agent"),
    confirmedIp: text("confirmed_ip"),
    confirmedUserAgent: text("confirmed_user_agent"),
    // How the address came: the footer form, or a staff import with its consent basis (audited).
    source: text("source", { enum: ["form", "import"] })
      .notNull()
      .default("form"),
    consentBasis: text("consent_basis"),
  },
  (t) => [
    check(
      "newsletter_subscribers_spam_check",
      sql`(${t.spamReason} is null) = (${t.quarantinedAt} is null)`,
    ),
    check("newsletter_subscribers_source_check", sql`${t.source} in ('form', 'import')`),
    check("newsletter_subscribers_consent_basis_check", sql`char_length(${t.consentBasis}) <= 500`),
    check(
      "newsletter_subscribers_status_check",
      sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`,
    ),
  ],
).enableRLS();
