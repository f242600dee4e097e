import type { InferInsertModel, InferSelectModel } from "drizzle-orm";

import type { LeadCall } from "@/lib/booking/staff-types";
import type { emailOutbox, leads, newsletterSubscribers } from "@/lib/db/schema";

/** Leads as the app sees them, typed by their tables in lib/db/schema.ts. */

type LeadRow = InferSelectModel<typeof leads>;
export type LeadKind = LeadRow["kind"];
export type LeadStatus = LeadRow["status"];

/**
 * What a visitor submits through the booking, contact or application form (and the mails show):
 * what they typed, and the visit's context the form carried (lib/analytics/attribution.ts).
 */
export type NewLead = Pick<
  InferInsertModel<typeof leads>,
  | "kind"
  | "name"
  | "email"
  | "phone"
  | "message"
  | "service"
  | "customization"
  | "appliedFor"
  | LeadAttributionColumn
>;

/** The attribution columns, in the order staff read them (the Source block, the CSV). */
export const LEAD_ATTRIBUTION_COLUMNS = [
  "sourcePage",
  "landingPage",
  "referrerHost",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
  "refParam",
  "heardAbout",
] as const;
type LeadAttributionColumn = (typeof LEAD_ATTRIBUTION_COLUMNS)[number];

/** One mail of a lead and how its delivery stands. */
export type LeadMail = Pick<
  InferSelectModel<typeof emailOutbox>,
  "id" | "kind" | "status" | "attempts" | "lastError"
> & { to: string };

/** A stored lead with its mails: what staff see in the inbox and the CSV. */
type Lead = LeadRow & { mails: LeadMail[] };

export type Subscriber = Pick<
  InferSelectModel<typeof newsletterSubscribers>,
  | "id"
  | "email"
  | "status"
  | "createdAt"
  | "confirmedAt"
  // Consent evidence (shown to staff with each subscriber).
  | "consentVersion"
  | "consentedAt"
  | "consentIp"
  | "consentUserAgent"
  | "confirmedIp"
  | "confirmedUserAgent"
>;

/**
 * A lead as the pipeline shows it: with its owner's name (null: nobody) and, for a booking with a
 * time, its call (lib/booking/staff-bookings.ts).
 */
export type PipelineLead = Lead & {
  owner: { id: string; name: string } | null;
  call?: LeadCall | null;
};
