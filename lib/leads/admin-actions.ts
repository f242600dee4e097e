"use server";

import { revalidatePath } from "next/cache";

import type { ActionState } from "@/lib/action-state";
import { recordAudit } from "@/lib/audit/record";
import { NO_ARGUMENTS, noArguments, staffAction } from "@/lib/auth/staff-action";
import { getDb } from "@/lib/db/client";
import { isUuid } from "@/lib/uuid";
import * as z from "@/lib/zod";
import { deliverDue, retryMail } from "./outbox";

const next = "/admin/leads";

// Never "sent" for a mail that only went to the server log.
const LOGGED_ONLY = "Logged, not sent: mail is in log-only mode (MAIL_MODE=log).";

/** Retry one mail now (it gets a fresh set of attempts) and report how it went. */
export async function retryLeadMail(outboxId: string): Promise<ActionState> {
  const retry = staffAction(
    z.string().refine(isUuid),
    async (id, staff): Promise<ActionState> => {
      const db = await getDb();
      if (!(await retryMail(db, id)))
        return { status: "error", message: "This mail is already sent or being sent." };
      const report = await deliverDue(db, { ids: [id] });
      const details = { sent: report.sent, logged: report.logged, retrying: report.retrying };
      await recordAudit({
        actor: staff,
        action: "lead.mail-retried",
        target: { type: "lead-mail", id },
        details,
      });
      revalidatePath("/admin/leads");
      if (report.sent) return { status: "success", message: "Mail sent." };
      if (report.logged) return { status: "success", message: LOGGED_ONLY };
      return {
        status: "error",
        message: "The mail provider did not accept it yet; it will be retried.",
      };
    },
    { may: "leads.manage", next, message: "Unknown mail." },
  );
  return retry(outboxId);
}

/** "Deliver now": what the cron does, on demand. */
export async function deliverOutboxNow(...args: unknown[]): Promise<ActionState> {
  const deliver = staffAction(
    noArguments,
    async (): Promise<ActionState> => {
      const report = await deliverDue(await getDb(), { limit: 100 });
      revalidatePath("/admin/leads");
      return {
        status: "success",
        message: `Sent ${report.sent}${report.logged ? `, logged ${report.logged} (log-only mode, not sent)` : ""}, retrying ${report.retrying}, failed ${report.failed}.`,
      };
    },
    { may: "leads.manage", next, message: NO_ARGUMENTS },
  );
  return deliver(args);
}
