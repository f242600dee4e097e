import "server-only";

import { and, eq, isNull } from "drizzle-orm";

import type { AuditAction } from "@/lib/audit/actions";
import { recordAudit } from "@/lib/audit/record";
import { LEAD_ACTIVITY_KINDS } from "@/lib/db/enums";
import { leadActivity } from "@/lib/db/pipeline-schema";
import { leads } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";

/**
 * The pipeline's writes. Each change, its lead_activity row (the timeline) and its audit row (the
 * lead's id only: audit rows are kept, and erasure cannot reach them) are one transaction; a stage
 * change also queues `lead.stage_changed` for the webhooks in it, and returns the delivery ids for
 * the caller to deliver after its response.
 */

export type Actor = { id: string; email: string; name: string };
export type PipelineResult =
  | { ok: true; message: string; webhookIds: string[] }
  | { ok: false; message: string; field?: string };

export const GONE: PipelineResult = { ok: false, message: "This lead no longer exists." };
export const done = (message: string, webhookIds: string[] = []): PipelineResult => ({
  ok: true,
  message,
  webhookIds,
});

type LeadRow = typeof leads.$inferSelect;
type Kind = (typeof LEAD_ACTIVITY_KINDS)[number];

/**
 * Locks the lead for the change (two staff at once queue up here), or null when it is gone or
 * held as spam (released first, it joins the pipeline).
 */
export async function lockLead(tx: Db, id: string): Promise<LeadRow | null> {
  const [row] = await tx
    .select()
    .from(leads)
    .where(and(eq(leads.id, id), isNull(leads.quarantinedAt)))
    .for("update");
  return row ?? null;
}

export async function record(
  tx: Db,
  actor: Actor,
  leadId: string,
  kind: Kind,
  action: AuditAction,
  values: { body?: string | null; from?: string | null; to?: string | null },
) {
  await tx.insert(leadActivity).values({
    leadId,
    kind,
    actorId: actor.id,
    actorName: actor.name || actor.email,
    body: values.body ?? null,
    fromValue: values.from ?? null,
    toValue: values.to ?? null,
  });
  // Stage names, days and amounts are not personal; a note's text is never copied here.
  const details =
    kind === "note" || kind === "owner"
      ? undefined
      : { from: values.from ?? null, to: values.to ?? null };
  await recordAudit({ actor, action, target: { type: "lead", id: leadId }, details }, tx);
}
