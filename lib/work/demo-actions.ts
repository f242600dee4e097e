"use server";

import type { ActionState } from "@/lib/action-state";
import { recordAudit } from "@/lib/audit/record";
import { NO_ARGUMENTS, noArguments, staffAction } from "@/lib/auth/staff-action";
import { getDb } from "@/lib/db/client";
import { logEvent } from "@/lib/log/logger";
import { removeDemoWork } from "./writes";

/**
 * /admin/work's "Delete all demo content": every demo case study (seeded, marked `is_sample`)
 * goes in one transaction, so staff replace the demo portfolio with their own in one step.
 * Their own case studies are never touched.
 */
export async function deleteDemoCaseStudies(...args: unknown[]): Promise<ActionState> {
  const remove = staffAction(
    noArguments,
    async (_none, staff): Promise<ActionState> => {
      try {
        const n = await removeDemoWork(await getDb());
        if (n === 0) return { status: "success", message: "There is no demo content left." };
        await recordAudit({
          actor: staff,
          action: "case-study.deleted",
          target: { type: "case-study", label: `${n} demo case studies` },
          details: { demo: n },
        });
        return {
          status: "success",
          message: n === 1 ? "1 demo case study deleted." : `${n} demo case studies deleted.`,
        };
      } catch (error) {
        logEvent("error", "demo case studies not deleted", { error });
        return { status: "error", message: "The demo content could not be deleted." };
      }
    },
    { may: "content.manage", next: "/admin/work", message: NO_ARGUMENTS },
  );
  return remove(args);
}
