import "server-only";

import { eq } from "drizzle-orm";

import { leads } from "@/lib/db/schema";
import { staffMembers } from "@/lib/db/staff-schema";
import { transaction } from "@/lib/db/transaction";
import type { Db } from "@/lib/db/types";
import { enqueueWebhookEvent } from "@/lib/webhooks/emit";
import { done, GONE, lockLead, record, type Actor, type PipelineResult } from "./pipeline-core";
import { STAGE_LABELS, type StageForm } from "./pipeline-schema";

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
