"use server";

import { revalidatePath } from "next/cache";
import { after } from "next/server";

import type { ActionState } from "@/lib/action-state";
import { recordAudit } from "@/lib/audit/record";
import { staffAction } from "@/lib/auth/staff-action";
import { getDb } from "@/lib/db/client";
import { deliverDue } from "@/lib/leads/outbox";
import { emailField } from "@/lib/leads/lead-schemas";
import * as z from "@/lib/zod";
import { importFormSchema } from "./import-form-schema";
import {
  addressesOf,
  deleteSubscriber as removeSubscriber,
  importSubscribers as addImported,
  IMPORT_MAX_ROWS,
} from "./subscribers";
import { unsuppress } from "./suppressions";

const PAGE = "/admin/subscribers";

/**
 * A CSV of existing subscribers, only with a recorded consent basis: each new address gets the
 * double opt-in mail unless staff assert prior consent; either way the import is audited.
 */
export async function importSubscribers(_prev: ActionState, form: unknown): Promise<ActionState> {
  const run = staffAction(
    importFormSchema,
    async ({ csv, consentBasis, priorConsent }, staff): Promise<ActionState> => {
      const { valid, invalid } = addressesOf(csv);
      if (!valid.length) return { status: "error", message: "No valid address found in the CSV." };
      if (valid.length > IMPORT_MAX_ROWS) {
        return { status: "error", message: `At most ${IMPORT_MAX_ROWS} addresses per import.` };
      }
      const db = await getDb();
      const prior = priorConsent === "yes";
      const { added, existing, mailIds } = await addImported(db, valid, consentBasis, prior);
      await recordAudit({
        actor: staff,
        action: "subscribers.imported",
        details: { added, existing, invalid, consentBasis, priorConsent: prior },
      });
      if (mailIds.length)
        after(() => deliverDue(db, { ids: mailIds, limit: mailIds.length }).catch(() => undefined));
      revalidatePath(PAGE);
      const mailed = prior ? "confirmed (prior consent)" : "sent a confirmation mail";
      return {
        status: "success",
        message: `${added} added and ${mailed}; ${existing} already on the list; ${invalid} invalid.`,
      };
    },
    { may: "leads.manage", next: PAGE },
  );
  return run(form);
}

export async function deleteSubscriber(_prev: ActionState, form: unknown): Promise<ActionState> {
  const run = staffAction(
    z.object({ id: z.uuid("Unknown subscriber.") }),
    async ({ id }, staff): Promise<ActionState> => {
      if (!(await removeSubscriber(await getDb(), id))) {
        return { status: "error", message: "This subscriber no longer exists." };
      }
      await recordAudit({
        actor: staff,
        action: "subscriber.deleted",
        target: { type: "subscriber", id },
      });
      revalidatePath(PAGE);
      return { status: "success", message: "Deleted." };
    },
    { may: "leads.manage", next: PAGE, message: "Unknown subscriber." },
  );
  return run(form);
}

/** Mail may go to a suppressed address again (its mailbox was fixed; the complaint was a mistake). */
export async function liftSuppression(_prev: ActionState, form: unknown): Promise<ActionState> {
  const run = staffAction(
    z.object({ email: emailField }),
    async ({ email }, staff): Promise<ActionState> => {
      if (!(await unsuppress(await getDb(), email))) {
        return { status: "error", message: "This address is not suppressed." };
      }
      await recordAudit({
        actor: staff,
        action: "suppression.lifted",
        target: { type: "suppression" },
      });
      revalidatePath(PAGE);
      return { status: "success", message: "Lifted." };
    },
    { may: "leads.manage", next: PAGE, message: "Unknown address." },
  );
  return run(form);
}
