"use server";

import { revalidatePath } from "next/cache";

import { isForm, notAForm, type ActionState } from "@/lib/action-state";
import { staffAction } from "@/lib/auth/staff-action";
import { logEvent } from "@/lib/log/logger";
import type { ErasureCounts } from "./erase";
import { eraseSchema, type EraseField } from "./form-schema";
import { eraseForStaff } from "./requests";

export type EraseState = ActionState<EraseField>;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What was erased, in words: counts only, as the audit row has it. */
function summary(c: ErasureCounts): string {
  const parts = [
    plural(c.leads, "lead"),
    plural(c.notes, "timeline entry", "timeline entries"),
    plural(c.subscriptions, "newsletter subscription"),
    plural(c.mails, "mail"),
    plural(c.webhookDeliveries, "webhook delivery", "webhook deliveries"),
    plural(c.rateLimits, "rate-limit counter"),
  ];
  const quoted = c.mentions
    ? ` The address was also removed from ${plural(c.mentions, "other record")}.`
    : "";
  return `Erased: ${parts.join(", ")}.${quoted}`;
}

/** The privacy page's "Erase…" (after its confirmation): every trace of the address, one transaction. */
export async function erasePersonData(_prev: EraseState, form: FormData): Promise<EraseState> {
  if (!isForm(form)) return notAForm;
  const erase = staffAction(
    eraseSchema,
    async ({ email }, staff): Promise<EraseState> => {
      try {
        const counts = await eraseForStaff(email, staff);
        revalidatePath("/admin/leads");
        return { status: "success", message: summary(counts) };
      } catch (error) {
        logEvent("error", "personal data not erased", { error });
        return { status: "error", message: "Nothing was erased: the database refused. Try again." };
      }
    },
    { may: "privacy.manage", next: "/admin/privacy" },
  );
  return erase(form);
}
