import "server-only";

import type { Db, Queryable } from "@/lib/db/types";
import { enqueueMails, type QueuedMail } from "./outbox";

export type LeadKind = "booking" | "contact";
export type LeadStatus = "new" | "contacted" | "won" | "lost";
export const LEAD_STATUSES = ["new", "contacted", "won", "lost"] as const satisfies LeadStatus[];

export type NewLead = {
  kind: LeadKind;
  name: string;
  email: string;
  phone: string;
  message: string;
  service?: string | null;
  customization?: string | null;
};

/**
 * The lead and its mails in one transaction: either both are stored or neither is, so a lead is
 * never stored without its notification, and no mail exists for a lead that was not stored.
 */
export async function storeLeadWithMails(
  db: Db,
  lead: NewLead,
  mails: (leadId: string) => QueuedMail[],
): Promise<{ leadId: string; mailIds: string[] }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: string }>(
      `insert into leads (kind, name, email, phone, service, customization, message)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [
        lead.kind,
        lead.name,
        lead.email,
        lead.phone,
        lead.service ?? null,
        lead.customization ?? null,
        lead.message,
      ],
    );
    if (!row) throw new Error("lead insert returned no row");
    await enqueueMails(tx, mails(row.id));
    const ids = await tx.query<{ id: string }>("select id from email_outbox where lead_id = $1", [
      row.id,
    ]);
    return { leadId: row.id, mailIds: ids.map((r) => r.id) };
  });
}

/** Whether an auto-reply went (or is queued) to this address in the last day. */
export async function autoReplySentRecently(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.query(
    `select 1 from email_outbox where kind = 'contact-auto-reply' and lower(to_address) = lower($1)
       and created_at > now() - interval '1 day' limit 1`,
    [email],
  );
  return rows.length > 0;
}
