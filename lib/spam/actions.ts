"use server";

import { revalidatePath } from "next/cache";

import type { ActionState } from "@/lib/action-state";
import { recordAudit } from "@/lib/audit/record";
import { staffAction } from "@/lib/auth/staff-action";
import { getDb } from "@/lib/db/client";
import { isUuid } from "@/lib/uuid";
import * as z from "@/lib/zod";
import { deleteHeld } from "./quarantine";
import { releaseLead, releaseSubscriber } from "./release";

const next = "/admin/leads?view=spam";
const heldTarget = z.object({
  kind: z.enum(["lead", "subscriber"]),
  id: z.string().refine(isUuid),
});
const NOT_HELD = "This submission is no longer in Spam (released or deleted already).";
const UNKNOWN: ActionState = { status: "error", message: "Unknown submission." };

/**
 * "Not spam": the held lead goes to the pipeline and its mails and webhook events are queued, as
 * for a fresh one; a held sign-up gets its confirmation mail. Exactly once (lib/spam/release.ts).
 */
export async function markNotSpam(target: unknown): Promise<ActionState> {
  const release = staffAction(
    heldTarget,
    async ({ kind, id }, staff): Promise<ActionState> => {
      const db = await getDb();
      const done = kind === "lead" ? await releaseLead(db, id) : await releaseSubscriber(db, id);
      if (!done) return { status: "error", message: NOT_HELD };
      await recordAudit({
        actor: staff,
        action: "spam.released",
        target: { type: kind === "lead" ? "lead" : "subscriber", id },
      });
      revalidatePath("/admin/leads");
      return {
        status: "success",
        message:
          kind === "lead"
            ? "Moved to leads; its mails are on their way."
            : "Released; the confirmation mail is on its way.",
      };
    },
    { may: "leads.manage", next, invalid: () => UNKNOWN },
  );
  return release(target);
}

/** "Delete" in the Spam tab: a held submission only, for good. */
export async function deleteSpam(target: unknown): Promise<ActionState> {
  const remove = staffAction(
    heldTarget,
    async ({ kind, id }, staff): Promise<ActionState> => {
      if (!(await deleteHeld(await getDb(), { kind, id }))) {
        return { status: "error", message: NOT_HELD };
      }
      await recordAudit({
        actor: staff,
        action: "spam.deleted",
        target: { type: kind === "lead" ? "lead" : "subscriber", id },
      });
      revalidatePath("/admin/leads");
      return { status: "success", message: "Spam deleted." };
    },
    { may: "leads.manage", next, invalid: () => UNKNOWN },
  );
  return remove(target);
}
