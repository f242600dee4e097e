import "server-only";

import { eq } from "drizzle-orm";

import { callsOfLeads } from "@/lib/booking/staff-bookings";
import { getDb } from "@/lib/db/client";
import { leads } from "@/lib/db/schema";
import { staffMembers } from "@/lib/db/staff-schema";
import { listSpam, spamCount } from "@/lib/spam/quarantine";
import { isUuid } from "@/lib/uuid";
import { leadStats, listSubscribers } from "./admin-repository";
import type { LeadFilters } from "./filters";
import { listPipelineLeads, pipelineBoard } from "./lead-list";
import { listLeadOwners } from "./owners";
import { leadTimeline } from "./timeline";

/** The staff pages' entry points into the pipeline (pages never hold a database handle). */

/**
 * /admin/leads: the filtered list or board (or the Spam tab), the counts, the owners to filter
 * by, subscribers.
 */
export async function leadsPipeline(filters: LeadFilters, staffId: string) {
  const db = await getDb();
  const scope = { staffId };
  const view = filters.view ?? "list";
  const [list, board, spam, spamHeld, stats, owners, subscribers] = await Promise.all([
    view === "list" ? listPipelineLeads(db, filters, scope) : null,
    view === "board" ? pipelineBoard(db, filters, scope) : null,
    view === "spam" ? listSpam(db) : null,
    spamCount(db),
    leadStats(db),
    listLeadOwners(db),
    listSubscribers(db, 100),
  ]);
  return { list, board, spam, spamHeld, stats, owners, subscribers };
}

/** /admin/leads/[id]: the lead, its owner, the owners to choose from and its timeline; or null. */
export async function leadDetail(id: string) {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ lead: leads, ownerName: staffMembers.name, ownerEmail: staffMembers.email })
    .from(leads)
    .leftJoin(staffMembers, eq(staffMembers.id, leads.ownerId))
    .where(eq(leads.id, id));
  if (!row) return null;
  const [owners, timeline, calls] = await Promise.all([
    listLeadOwners(db),
    leadTimeline(db, row.lead),
    callsOfLeads(db, [row.lead.id]),
  ]);
  const owner = row.lead.ownerId
    ? { id: row.lead.ownerId, name: row.ownerName || row.ownerEmail || "" }
    : null;
  return { lead: { ...row.lead, owner, call: calls.get(row.lead.id) ?? null }, owners, timeline };
}
