import "server-only";

import type { Queryable } from "@/lib/db/types";
import type { LeadKind, LeadStatus } from "./repository";

export type MailStatus = "pending" | "sending" | "sent" | "logged" | "failed";
export type LeadMail = {
  id: string;
  kind: string;
  to: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
};
export type Lead = {
  id: string;
  kind: LeadKind;
  name: string;
  email: string;
  phone: string;
  service: string | null;
  customization: string | null;
  message: string;
  status: LeadStatus;
  createdAt: Date;
  mails: LeadMail[];
};
export type Subscriber = {
  id: string;
  email: string;
  status: string;
  createdAt: Date;
  confirmedAt: Date | null;
};

export const LEADS_PER_PAGE = 25;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

type LeadRow = Omit<Lead, "createdAt" | "mails"> & {
  created_at: Date | string;
  mails: LeadMail[] | string | null;
};

/** Newest first, with each lead's mails and their delivery state (one query, no N+1). */
export async function listLeads(db: Queryable, { page = 1, limit = LEADS_PER_PAGE } = {}) {
  const offset = (Math.max(1, Math.trunc(page) || 1) - 1) * limit;
  const rows = await db.query<LeadRow>(
    `select l.id, l.kind, l.name, l.email, l.phone, l.service, l.customization, l.message, l.status,
            l.created_at,
            coalesce((select json_agg(json_build_object('id', o.id, 'kind', o.kind, 'to', o.to_address,
                        'status', o.status, 'attempts', o.attempts, 'lastError', o.last_error)
                        order by o.created_at)
                      from email_outbox o where o.lead_id = l.id), '[]') as mails
     from leads l order by l.created_at desc, l.id desc limit $1 offset $2`,
    [limit + 1, offset],
  );
  const leads = rows.slice(0, limit).map(({ created_at, mails, ...rest }) => ({
    ...rest,
    createdAt: new Date(created_at),
    mails: (typeof mails === "string" ? JSON.parse(mails) : (mails ?? [])) as LeadMail[],
  }));
  return { leads, hasNext: rows.length > limit };
}

/** For the dashboard: leads nobody has handled yet, and mails not yet delivered. */
export async function leadStats(db: Queryable) {
  const [row] = await db.query<{ new_leads: number; unsent: number; failed: number }>(
    `select (select count(*)::int from leads where status = 'new') as new_leads,
            (select count(*)::int from email_outbox where status in ('pending', 'sending')) as unsent,
            (select count(*)::int from email_outbox where status = 'failed') as failed`,
  );
  return {
    newLeads: row?.new_leads ?? 0,
    unsentMail: row?.unsent ?? 0,
    failedMail: row?.failed ?? 0,
  };
}

export async function setLeadStatus(
  db: Queryable,
  id: string,
  status: LeadStatus,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db.query("update leads set status = $2 where id = $1 returning id", [
    id,
    status,
  ]);
  return rows.length > 0;
}

export async function listSubscribers(db: Queryable, limit = 500): Promise<Subscriber[]> {
  const rows = await db.query<{
    id: string;
    email: string;
    status: string;
    created_at: Date | string;
    confirmed_at: Date | string | null;
  }>(
    "select id, email, status, created_at, confirmed_at from newsletter_subscribers order by created_at desc limit $1",
    [limit],
  );
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    status: r.status,
    createdAt: new Date(r.created_at),
    confirmedAt: r.confirmed_at ? new Date(r.confirmed_at) : null,
  }));
}
