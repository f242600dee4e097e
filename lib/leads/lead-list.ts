import "server-only";

import { asc, desc, eq, inArray } from "drizzle-orm";

import { callsOfLeads } from "@/lib/booking/staff-bookings";
import { LEAD_STATUSES } from "@/lib/db/enums";
import { emailOutbox, leads } from "@/lib/db/schema";
import { staffMembers } from "@/lib/db/staff-schema";
import type { Db } from "@/lib/db/types";
import type { LeadFilters } from "./filters";
import { leadConditions } from "./lead-conditions";
import type { LeadMail, LeadStatus, PipelineLead } from "./types";

const LEADS_PER_PAGE = 25;
/** A board column shows this many cards; the rest are a filter or the list view away. */
export const BOARD_COLUMN_LIMIT = 50;

const columns = { lead: leads, ownerName: staffMembers.name, ownerEmail: staffMembers.email };
const ordered = (f: LeadFilters) =>
  f.due
    ? [asc(leads.followUpOn), desc(leads.createdAt), desc(leads.id)]
    : [desc(leads.createdAt), desc(leads.id)];

type Row = { lead: typeof leads.$inferSelect; ownerName: string | null; ownerEmail: string | null };

/**
 * Each lead with its owner's name, its mails and its booked call (one more query each for all of
 * them, no N+1).
 */
async function withMails(db: Db, rows: Row[]): Promise<PipelineLead[]> {
  const ids = rows.map((r) => r.lead.id);
  const [callOf, mails] = await Promise.all([
    callsOfLeads(db, ids),
    ids.length
      ? db
          .select({
            leadId: emailOutbox.leadId,
            id: emailOutbox.id,
            kind: emailOutbox.kind,
            to: emailOutbox.toAddress,
            status: emailOutbox.status,
            attempts: emailOutbox.attempts,
            lastError: emailOutbox.lastError,
          })
          .from(emailOutbox)
          .where(inArray(emailOutbox.leadId, ids))
          .orderBy(asc(emailOutbox.createdAt))
      : [],
  ]);
  const byLead = new Map<string, LeadMail[]>(ids.map((id) => [id, []]));
  for (const { leadId, ...mail } of mails) byLead.get(leadId ?? "")?.push(mail);
  return rows.map(({ lead, ownerName, ownerEmail }) => ({
    ...lead,
    owner: lead.ownerId ? { id: lead.ownerId, name: ownerName || ownerEmail || "" } : null,
    mails: byLead.get(lead.id) ?? [],
    call: callOf.get(lead.id) ?? null,
  }));
}

export type LeadPage = { leads: PipelineLead[]; total: number; page: number; pages: number };

/** One page of the filtered leads, and how many pages there are. */
export async function listPipelineLeads(
  db: Db,
  filters: LeadFilters,
  scope: { staffId?: string; today?: string; limit?: number } = {},
): Promise<LeadPage> {
  const limit = scope.limit ?? LEADS_PER_PAGE;
  const where = leadConditions(filters, scope);
  const total = await db.$count(leads, where);
  const pages = Math.max(1, Math.ceil(total / limit));
  const page = Math.min(filters.page ?? 1, pages);
  const rows = await db
    .select(columns)
    .from(leads)
    .leftJoin(staffMembers, eq(staffMembers.id, leads.ownerId))
    .where(where)
    .orderBy(...ordered(filters))
    .limit(limit)
    .offset((page - 1) * limit);
  return { leads: await withMails(db, rows), total, page, pages };
}

export type BoardColumn = { stage: LeadStatus; total: number; leads: PipelineLead[] };

/** The board: per stage, its count and its newest cards under the same filters (stage aside). */
export async function pipelineBoard(
  db: Db,
  filters: LeadFilters,
  scope: { staffId?: string; today?: string } = {},
): Promise<BoardColumn[]> {
  const columnsOut: BoardColumn[] = [];
  for (const stage of LEAD_STATUSES) {
    const where = leadConditions({ ...filters, stage }, scope);
    const [total, rows] = await Promise.all([
      db.$count(leads, where),
      db
        .select(columns)
        .from(leads)
        .leftJoin(staffMembers, eq(staffMembers.id, leads.ownerId))
        .where(where)
        .orderBy(...ordered(filters))
        .limit(BOARD_COLUMN_LIMIT),
    ]);
    columnsOut.push({ stage, total, leads: await withMails(db, rows) });
  }
  return columnsOut;
}
