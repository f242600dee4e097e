import "server-only";

import { getDb } from "@/lib/db/client";
import { listSubscribers } from "./admin-repository";
import { BOM, toCsv } from "./csv";
import type { LeadFilters } from "./filters";
import { listPipelineLeads } from "./lead-list";
import { LEAD_ATTRIBUTION_COLUMNS } from "./types";

// The attribution columns under their database names (ref_param is "ref", as in the link).
const ATTRIBUTION_HEADER = [
  "source_page",
  "landing_page",
  "referrer_host",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "ref",
  "heard_about",
] as const;

/** At most this many rows in one file: a filter narrows a larger export. */
const EXPORT_LIMIT = 100_000;

/**
 * The leads `filters` select (all of them without one), newest first, with owner, stage, value,
 * follow-up, each mail's delivery state and, last, where the lead came from; UTF-8 with a BOM. Pagination is ignored: the file is
 * the whole filtered view.
 */
export async function exportLeadsCsv(
  filters: LeadFilters = {},
  staffId?: string,
): Promise<{ csv: string; rows: number }> {
  const { leads } = await listPipelineLeads(
    await getDb(),
    { ...filters, page: 1 },
    { staffId, limit: EXPORT_LIMIT },
  );
  const csv = toCsv(
    [
      "created_at",
      "kind",
      "stage",
      "lost_reason",
      "owner",
      "value_estimate",
      "follow_up_on",
      "name",
      "email",
      "phone",
      "service",
      "customization",
      "applied_for",
      "message",
      "mail",
      ...ATTRIBUTION_HEADER,
    ],
    leads.map((l) => [
      l.createdAt,
      l.kind,
      l.status,
      l.lostReason,
      l.owner?.name,
      l.valueEstimate,
      l.followUpOn,
      l.name,
      l.email,
      l.phone,
      l.service,
      l.customization,
      l.appliedFor,
      l.message,
      l.mails.map((m) => `${m.kind}:${m.status}`).join(" "),
      ...LEAD_ATTRIBUTION_COLUMNS.map((c) => l[c]),
    ]),
  );
  return { csv: BOM + csv, rows: leads.length };
}

/** Newsletter subscribers as CSV, and the row count. */
export async function exportSubscribersCsv(): Promise<{ csv: string; rows: number }> {
  const subscribers = await listSubscribers(await getDb(), 1_000_000);
  const csv = toCsv(
    ["email", "status", "subscribed_at", "confirmed_at"],
    subscribers.map((s) => [s.email, s.status, s.createdAt, s.confirmedAt]),
  );
  return { csv, rows: subscribers.length };
}
