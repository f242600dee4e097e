import "server-only";

import { asc, desc, eq, inArray } from "drizzle-orm";

import { emailOutbox, leads, newsletterSubscribers } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { isUuid } from "@/lib/uuid";
import type { Lead, LeadMail, LeadStatus, Subscriber } from "./types";

const LEADS_PER_PAGE = 25;

/** Newest first, with each lead's mails and their delivery state (two queries, no N+1). */
export async function listLeads(
  db: Db,
  { page = 1, limit = LEADS_PER_PAGE } = {},
): Promise<{ leads: Lead[]; hasNext: boolean }> {
  const offset = (Math.max(1, Math.trunc(page) || 1) - 1) * limit;
  const rows = await db
    .select()
    .from(leads)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit + 1)
    .offset(offset);
  const shown = rows.slice(0, limit);
  const mails = shown.length
    ? await db
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
        .where(
          inArray(
            emailOutbox.leadId,
            shown.map((l) => l.id),
          ),
        )
        .orderBy(asc(emailOutbox.createdAt))
    : [];
  const byLead = new Map<string, LeadMail[]>(shown.map((lead) => [lead.id, []]));
  for (const { leadId, ...mail } of mails) byLead.get(leadId ?? "")?.push(mail);
  return {
    leads: shown.map((lead) => ({ ...lead, mails: byLead.get(lead.id) ?? [] })),
    hasNext: rows.length > limit,
  };
}

/** For the dashboard: leads nobody has handled yet, and mails not yet delivered. */
export async function leadStats(db: Db) {
  const [newLeads, unsentMail, failedMail] = await Promise.all([
    db.$count(leads, eq(leads.status, "new")),
    db.$count(emailOutbox, inArray(emailOutbox.status, ["pending", "sending"])),
    db.$count(emailOutbox, eq(emailOutbox.status, "failed")),
  ]);
  return { newLeads, unsentMail, failedMail };
}

export async function setLeadStatus(db: Db, id: string, status: LeadStatus): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .update(leads)
    .set({ status })
    .where(eq(leads.id, id))
    .returning({ id: leads.id });
  return rows.length > 0;
}

export async function listSubscribers(db: Db, limit = 500): Promise<Subscriber[]> {
  return db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      status: newsletterSubscribers.status,
      createdAt: newsletterSubscribers.createdAt,
      confirmedAt: newsletterSubscribers.confirmedAt,
    })
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt))
    .limit(limit);
}
