"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";

import { fieldErrorsOf, isForm, notAForm, type ActionState } from "@/lib/action-state";
import { recordAudit } from "@/lib/audit/record";
import { getDb } from "@/lib/db/client";
import { clientIp } from "@/lib/request-ip";
import { openLocalSession } from "./local-backend";
import { safeNextPath } from "./next-path";
import { admitSignIn, signInFailed, signInSucceeded, tooManyAttempts } from "./sign-in-throttle";
import { forgetStaffMember, staffMemberByEmail } from "./staff-members";
import { verifySecondFactor } from "./two-factor";
import {
  signInCodeSchema,
  TICKET_EXPIRED,
  WRONG_CODE,
  type SignInCodeField,
} from "./two-factor-schema";
import { dropTicket, readTicket, ticketFits } from "./two-factor-ticket";

export type SignInCodeState = ActionState<SignInCodeField> & { expired?: boolean };

/**
 * The sign-in's second step (lib/auth/two-factor-ticket.ts holds the first step's ticket): a code
 * from the app or an unused recovery code opens the session. Each try is admitted and counted by
 * the same per-account throttle as a password, so codes cannot be guessed faster than passwords.
 */
export async function signInWithCode(
  _prev: SignInCodeState,
  formData: FormData,
): Promise<SignInCodeState> {
  if (!isForm(formData)) return notAForm;
  const ticket = await readTicket();
  if (!ticket) return { status: "error", message: TICKET_EXPIRED, expired: true };
  const parsed = signInCodeSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { status: "error", fieldErrors: fieldErrorsOf(parsed.error) };

  const db = await getDb();
  const client = clientIp(await headers());
  const admission = await admitSignIn(db, ticket.email, client);
  if (!admission.admitted) {
    return { status: "error", message: tooManyAttempts(admission.retryAfterSeconds) };
  }
  forgetStaffMember(ticket.email); // judged on the account as it is now
  const member = await staffMemberByEmail(ticket.email);
  if (!ticketFits(ticket, member)) {
    await dropTicket();
    return { status: "error", message: TICKET_EXPIRED, expired: true };
  }
  const actor = { id: member.id, email: member.email };
  const used = await verifySecondFactor(member.id, parsed.data.code);
  if (!used) {
    await signInFailed(db, client);
    await recordAudit({
      actor,
      action: "sign-in.two-factor-failed",
      target: { type: "staff", id: member.id, label: member.email },
      ip: client,
    });
    return { status: "error", message: WRONG_CODE };
  }
  await signInSucceeded(db, ticket.email, client);
  if (used === "recovery-code") {
    await recordAudit({
      actor,
      action: "two-factor.recovery-code-used",
      target: { type: "staff", id: member.id, label: member.email },
      ip: client,
    });
  }
  await dropTicket();
  await openLocalSession(member);
  redirect(safeNextPath(parsed.data.next));
}
