import "server-only";

import { eq } from "drizzle-orm";

import { recordAudit } from "@/lib/audit/record";
import type { AuditAction } from "@/lib/audit/actions";
import { LEAD_ACTIVITY_KINDS } from "@/lib/db/enums";
import { leadActivity } from "@/lib/db/pipeline-schema";
import { leads } from "@/lib/db/schema";
import { staffMembers } from "@/lib/db/staff-schema";
import { transaction } from "@/lib/db/transaction";
import type { Db } from "@/lib/db/types";
import { enqueueWebhookEvent } from "@/lib/webhooks/emit";
import { eligibleOwner } from "./owners";
import { STAGE_LABELS, type StageForm } from "./pipeline-schema";

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

const GONE: PipelineResult = { ok: false, message: "This lead no longer exists." };
const done = (message: string, webhookIds: string[] = []): PipelineResult => ({
  ok: true,
  message,
  webhookIds,
});

type LeadRow = typeof leads.$inferSelect;
type Kind = (typeof LEAD_ACTIVITY_KINDS)[number];

/** Locks the lead for the change (two staff at once queue up here), or null when it is gone. */
async function lockLead(tx: Db, id: string): Promise<LeadRow | null> {
  const [row] = await tx.select().from(leads).where(eq(leads.id, id)).for("update");
  return row ?? null;
}

async function record(
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

/** Moves a lead to another stage, unless someone moved it since the form showed `from`. */
export async function changeLeadStage(
  db: Db,
  actor: Actor,
  input: StageForm,
): Promise<PipelineResult> {
  return transaction(db, async (tx) => {
    const lead = await lockLead(tx, input.id);
    if (!lead) return GONE;
    if (lead.status !== input.from)
      return {
        ok: false,
        message: `Someone else moved this lead to ${STAGE_LABELS[lead.status]} meanwhile; it was not changed. Check the timeline and try again.`,
      };
    if (input.to === input.from) return done(`Already ${STAGE_LABELS[input.to]}.`);
    const lostReason = input.to === "lost" ? input.lostReason : null;
    await tx.update(leads).set({ status: input.to, lostReason }).where(eq(leads.id, lead.id));
    await record(tx, actor, lead.id, "stage", "lead.stage-changed", {
      from: input.from,
      to: input.to,
      body: lostReason,
    });
    const [owner] = lead.ownerId
      ? await tx
          .select({ id: staffMembers.id, name: staffMembers.name, email: staffMembers.email })
          .from(staffMembers)
          .where(eq(staffMembers.id, lead.ownerId))
      : [];
    const webhookIds = await enqueueWebhookEvent(
      tx,
      "lead.stage_changed",
      {
        id: lead.id,
        kind: lead.kind,
        name: lead.name,
        email: lead.email,
        from: input.from,
        to: input.to,
        lostReason,
        owner: owner ? { id: owner.id, name: owner.name || owner.email, email: owner.email } : null,
      },
      lead.id,
    );
    return done(`Moved to ${STAGE_LABELS[input.to]}.`, webhookIds);
  });
}

/** Gives the lead to an account that may own leads, or to nobody (null). */
export async function setLeadOwner(
  db: Db,
  actor: Actor,
  id: string,
  ownerId: string | null,
): Promise<PipelineResult> {
  return transaction(db, async (tx) => {
    const lead = await lockLead(tx, id);
    if (!lead) return GONE;
    const owner = ownerId ? await eligibleOwner(tx, ownerId) : null;
    if (ownerId && !owner)
      return {
        ok: false,
        field: "ownerId",
        message: "That account cannot own leads (not active, or no access to leads).",
      };
    if (lead.ownerId === (owner?.id ?? null)) return done("Owner unchanged.");
    await tx
      .update(leads)
      .set({ ownerId: owner?.id ?? null })
      .where(eq(leads.id, id));
    // Ids in from/to; the new owner's name as the text, so the timeline reads the same later.
    await record(tx, actor, id, "owner", "lead.owner-changed", {
      from: lead.ownerId,
      to: owner?.id ?? null,
      body: owner?.name ?? null,
    });
    return done(owner ? `Assigned to ${owner.name}.` : "Unassigned.");
  });
}

/** Sets (or clears, null) the value estimate, in whole units. */
export async function setLeadValue(db: Db, actor: Actor, id: string, value: number | null) {
  return transaction(db, async (tx): Promise<PipelineResult> => {
    const lead = await lockLead(tx, id);
    if (!lead) return GONE;
    if (lead.valueEstimate === value) return done("Value unchanged.");
    await tx.update(leads).set({ valueEstimate: value }).where(eq(leads.id, id));
    await record(tx, actor, id, "value", "lead.value-changed", {
      from: lead.valueEstimate?.toString() ?? null,
      to: value?.toString() ?? null,
    });
    return done(value === null ? "Value cleared." : "Value saved.");
  });
}

/** Sets (or clears, null) the next follow-up day. */
export async function setLeadFollowUp(db: Db, actor: Actor, id: string, day: string | null) {
  return transaction(db, async (tx): Promise<PipelineResult> => {
    const lead = await lockLead(tx, id);
    if (!lead) return GONE;
    if (lead.followUpOn === day) return done("Follow-up unchanged.");
    await tx.update(leads).set({ followUpOn: day }).where(eq(leads.id, id));
    await record(tx, actor, id, "follow_up", "lead.follow-up-changed", {
      from: lead.followUpOn,
      to: day,
    });
    return done(day ? `Follow-up set for ${day}.` : "Follow-up cleared.");
  });
}

/** A note on the lead, signed by whoever wrote it. */
export async function insertLeadNote(db: Db, actor: Actor, id: string, body: string) {
  return transaction(db, async (tx): Promise<PipelineResult> => {
    const lead = await lockLead(tx, id);
    if (!lead) return GONE;
    await record(tx, actor, id, "note", "lead.note-added", { body });
    return done("Note added.");
  });
}
