import "server-only";

import { eq } from "drizzle-orm";

import { leads } from "@/lib/db/schema";
import { transaction } from "@/lib/db/transaction";
import type { Db } from "@/lib/db/types";
import { eligibleOwner } from "./owners";
import { done, GONE, lockLead, record, type Actor, type PipelineResult } from "./pipeline-core";

/** The pipeline's other writes (the stage's is in pipeline-stage.ts); see pipeline-core.ts. */

export { changeLeadStage } from "./pipeline-stage";
export type { Actor, PipelineResult } from "./pipeline-core";

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
