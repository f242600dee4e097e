"use server";

import { revalidatePath } from "next/cache";

import type { ActionState } from "@/lib/action-state";
import { requireStaff } from "@/lib/auth";
import { getDb } from "@/lib/db/client";
import { isUuid, setLeadStatus } from "./admin-repository";
import { deliverDue, retryMail } from "./outbox";
import { LEAD_STATUSES, type LeadStatus } from "./repository";

/** The inbox's status select (new, contacted, won, lost). */
export async function updateLeadStatus(id: string, status: string): Promise<ActionState> {
  await requireStaff("/admin/leads");
  if (!LEAD_STATUSES.includes(status as LeadStatus))
    return { status: "error", message: "Unknown status." };
  const ok = await setLeadStatus(await getDb(), String(id), status as LeadStatus);
  if (!ok) return { status: "error", message: "This lead no longer exists." };
  revalidatePath("/admin/leads");
  return { status: "success", message: "Status updated." };
}

// Never "sent" for a mail that only went to the server log.
const LOGGED_ONLY = "Logged, not sent: mail is in log-only mode (MAIL_MODE=log).";

/** Retry one mail now (it gets a fresh set of attempts) and report how it went. */
export async function retryLeadMail(outboxId: string): Promise<ActionState> {
  await requireStaff("/admin/leads");
  if (!isUuid(String(outboxId))) return { status: "error", message: "Unknown mail." };
  const db = await getDb();
  if (!(await retryMail(db, outboxId)))
    return { status: "error", message: "This mail is already sent or being sent." };
  const report = await deliverDue(db, { ids: [outboxId] });
  revalidatePath("/admin/leads");
  if (report.sent) return { status: "success", message: "Mail sent." };
  if (report.logged) return { status: "success", message: LOGGED_ONLY };
  return {
    status: "error",
    message: "The mail provider did not accept it yet; it will be retried.",
  };
}

/** "Deliver now": what the cron does, on demand. */
export async function deliverOutboxNow(): Promise<ActionState> {
  await requireStaff("/admin/leads");
  const report = await deliverDue(await getDb(), { limit: 100 });
  revalidatePath("/admin/leads");
  return {
    status: "success",
    message: `Sent ${report.sent}${report.logged ? `, logged ${report.logged} (log-only mode, not sent)` : ""}, retrying ${report.retrying}, failed ${report.failed}.`,
  };
}
