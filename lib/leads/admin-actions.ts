"use server";

import { revalidatePath } from "next/cache";

import type { ActionState } from "@/lib/action-state";
import { recordAudit } from "@/lib/audit/record";
import { NO_ARGUMENTS, noArguments, staffAction } from "@/lib/auth/staff-action";
import { getDb } from "@/lib/db/client";
import { isUuid } from "@/lib/uuid";
import * as z from "@/lib/zod";
import { setLeadStatus } from "./admin-repository";
import { deliverDue, retryMail } from "./outbox";
import { LEAD_STATUSES } from "./types";

const next = "/admin/leads";

/** The inbox's status select (new, contacted, won, lost). */
export async function updateLeadStatus(id: string, status: string): Promise<ActionState> {
  const update = staffAction(
    z.object({ id: z.string().max(100), status: z.enum(LEAD_STATUSES) }),
    async ({ id, status }, staff): Promise<ActionState> => {
      if (!(await setLeadStatus(await getDb(), id, status)))
        return { status: "error", message: "This lead no longer exists." };
      // The lead's id only: no visitor's name or e-mail in a log kept for years (erasure).
      await recordAudit({
        actor: staff,
        action: "lead.status-changed",
        target: { type: "lead", id },
        details: { status },
      });
      revalidatePath("/admin/leads");
      return { status: "success", message: "Status updated." };
    },
    { may: "leads.manage", next, message: "Unknown status." },
  );
  return update({ id, status });
}

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
