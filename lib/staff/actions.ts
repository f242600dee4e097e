"use server";

import { revalidatePath } from "next/cache";
import { after } from "next/server";

import type { ActionState } from "@/lib/action-state";
import { ROLE_LABELS } from "@/lib/auth/permissions";
import { staffAction } from "@/lib/auth/staff-action";
import type { StaffUser } from "@/lib/auth/types";
import { getDb } from "@/lib/db/client";
import { deliverDue } from "@/lib/leads/outbox";
import { logEvent } from "@/lib/log/logger";
import { changeRole, setDisabled } from "./accounts";
import { inviteStaff, resendInvitation } from "./invitations";
import { StaffRefused } from "./refused";
import { accountIdSchema, inviteSchema, roleSchema, type InviteField } from "./schemas";

const PAGE = "/admin/staff";
const options = { may: "staff.manage", next: PAGE } as const;

/** `values`: what a refused form held, to refill it (React empties a form after its action). */
export type InviteState = ActionState<InviteField> & {
  values?: Partial<Record<InviteField, string>>;
};

const actorOf = (staff: StaffUser) => ({ id: staff.id, email: staff.email, name: staff.name });

/** Sends the mails a change queued once the answer is out (the outbox cron retries otherwise). */
function deliverLater(ids: readonly string[]) {
  if (!ids.length) return;
  after(async () => deliverDue(await getDb(), { ids }).catch(() => undefined));
}

/** A refusal the owner should read, or a logged failure with a plain message. */
function failed(error: unknown, what: string): ActionState<"email" | "role"> {
  if (error instanceof StaffRefused) {
    return {
      status: "error",
      message: error.message,
      ...(error.field ? { fieldErrors: { [error.field]: error.message } } : {}),
    };
  }
  logEvent("error", `staff: ${what} failed`, { error });
  return { status: "error", message: `Could not ${what}. Please try again.` };
}

/** Invites a colleague: an account, "invited", and a mail with a single-use link. */
export async function inviteStaffMember(_prev: InviteState, form: FormData): Promise<InviteState> {
  const state = await staffAction(
    inviteSchema,
    async (input, staff): Promise<InviteState> => {
      try {
        const { mailIds } = await inviteStaff(await getDb(), input, actorOf(staff));
        deliverLater(mailIds);
        revalidatePath(PAGE);
        return { status: "success", message: `Invitation sent to ${input.email.toLowerCase()}.` };
      } catch (error) {
        return failed(error, "send the invitation");
      }
    },
    options,
  )(form);
  if (state.status !== "error" || !(form instanceof FormData)) return state;
  const field = (name: InviteField) => String(form.get(name) ?? "").slice(0, 254);
  return { ...state, values: { name: field("name"), email: field("email"), role: field("role") } };
}

export async function resendStaffInvitation(_prev: ActionState, form: FormData) {
  return staffAction(
    accountIdSchema,
    async ({ id }, staff): Promise<ActionState> => {
      try {
        const { email, mailIds } = await resendInvitation(await getDb(), id, actorOf(staff));
        deliverLater(mailIds);
        return { status: "success", message: `A new invitation is on its way to ${email}.` };
      } catch (error) {
        return failed(error, "resend the invitation");
      }
    },
    options,
  )(form);
}

export async function changeStaffRole(_prev: ActionState, form: FormData) {
  return staffAction(
    roleSchema,
    async ({ id, role }, staff): Promise<ActionState> => {
      try {
        const { email, changed } = await changeRole(await getDb(), id, role, actorOf(staff));
        revalidatePath(PAGE);
        const label = ROLE_LABELS[role];
        return {
          status: "success",
          message: changed ? `${email} is now ${label}.` : `${email} is already ${label}.`,
        };
      } catch (error) {
        return failed(error, "change the role");
      }
    },
    options,
  )(form);
}

/** Disables an account: its sessions end at once. */
export async function disableStaffMember(_prev: ActionState, form: FormData) {
  return staffAction(
    accountIdSchema,
    async ({ id }, staff): Promise<ActionState> => {
      try {
        const { email } = await setDisabled(await getDb(), id, true, actorOf(staff));
        revalidatePath(PAGE);
        return { status: "success", message: `${email} is disabled and signed out everywhere.` };
      } catch (error) {
        return failed(error, "disable the account");
      }
    },
    options,
  )(form);
}

export async function enableStaffMember(_prev: ActionState, form: FormData) {
  return staffAction(
    accountIdSchema,
    async ({ id }, staff): Promise<ActionState> => {
      try {
        const { email } = await setDisabled(await getDb(), id, false, actorOf(staff));
        revalidatePath(PAGE);
        return { status: "success", message: `${email} can sign in again.` };
      } catch (error) {
        return failed(error, "enable the account");
      }
    },
    options,
  )(form);
}
