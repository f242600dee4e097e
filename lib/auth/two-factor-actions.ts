"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";

import { isForm, type ActionState } from "@/lib/action-state";
import type { AuditAction } from "@/lib/audit/actions";
import { recordAudit, type AuditEntry } from "@/lib/audit/record";
import { getDb } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { hitRateLimit, type RateLimit } from "@/lib/rate-limit";
import { clientIp } from "@/lib/request-ip";
import * as z from "@/lib/zod";
import { requireStaff } from "./index";
import { staffAction } from "./staff-action";
import { forgetStaffMember } from "./staff-members";
import {
  beginEnrolment,
  confirmEnrolment,
  removeTwoFactor,
  replaceRecoveryCodes,
  twoFactorStatus,
  verifySecondFactor,
} from "./two-factor";
import { newTotpSecret } from "./two-factor-crypto";
import { ACCOUNT_PATH, twoFactorRequired } from "./two-factor-policy";
import { twoFactorCodeSchema, WRONG_CODE, type TwoFactorCodeField } from "./two-factor-schema";
import type { StaffUser } from "./types";

/** `codes`: new recovery codes, in clear this once (the form shows them and nothing keeps them). */
export type TwoFactorState = ActionState<TwoFactorCodeField> & { codes?: string[] };

const options = { may: "account.self", next: ACCOUNT_PATH } as const;
const LOCAL_ONLY = "With Supabase sign-in, two-factor is set up in Supabase Auth.";
const wrongCode: TwoFactorState = {
  status: "error",
  message: WRONG_CODE,
  fieldErrors: { code: WRONG_CODE },
};

/** Codes typed on the account page are guessed no faster than at sign-in: 10 per 15 minutes. */
const CODE_TRIES: RateLimit = { bucket: "two-factor:account", limit: 10, windowSeconds: 15 * 60 };

/** Which kind of code worked, or the state to answer with (wrong, or too many tries). */
async function checkCode(staff: StaffUser, code: string) {
  const { allowed, retryAfterSeconds } = await hitRateLimit(await getDb(), CODE_TRIES, staff.id);
  if (!allowed) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    const message = `Too many codes tried. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
    return { status: "error", message } as TwoFactorState;
  }
  return (await verifySecondFactor(staff.id, code)) ?? wrongCode;
}

const audit = async (staff: StaffUser, action: AuditAction, details?: AuditEntry["details"]) => ({
  actor: { id: staff.id, email: staff.email },
  action,
  target: { type: "staff", id: staff.id, label: staff.email },
  details,
  ip: clientIp(await headers()),
});

/** Starts enrolment: a new secret, shown on the account page as a QR code until confirmed. */
export async function startTwoFactor(formData: FormData): Promise<void> {
  // Only the account page's form starts enrolment; any other call is answered quietly.
  if (!isForm(formData)) {
    await requireStaff("/admin/account", "account.self"); // a stranger still goes to the sign-in
    return;
  }
  await staffAction(
    z.object({}),
    async (_input, staff) => {
      if (staff.provider === "local") await beginEnrolment(staff.id, newTotpSecret());
    },
    { ...options, invalid: () => undefined },
  )(formData);
  redirect(ACCOUNT_PATH);
}

/** Confirms enrolment with a code from the app: two-factor is on, and recovery codes are shown. */
export async function enableTwoFactor(
  _prev: TwoFactorState,
  formData: FormData,
): Promise<TwoFactorState> {
  return staffAction(
    twoFactorCodeSchema,
    async ({ code }, staff): Promise<TwoFactorState> => {
      if (staff.provider !== "local") return { status: "error", message: LOCAL_ONLY };
      const entry = await audit(staff, "two-factor.enabled");
      const codes = await transaction(await getDb(), async (tx) => {
        const created = await confirmEnrolment(tx, staff.id, code);
        if (created) await recordAudit(entry, tx);
        return created;
      });
      if (!codes) return wrongCode;
      forgetStaffMember(staff.email);
      return { status: "success", message: "Two-factor sign-in is on.", codes };
    },
    options,
  )(formData);
}

/** New recovery codes (a current code first): every earlier one stops working. */
export async function regenerateRecoveryCodes(
  _prev: TwoFactorState,
  formData: FormData,
): Promise<TwoFactorState> {
  return staffAction(
    twoFactorCodeSchema,
    async ({ code }, staff): Promise<TwoFactorState> => {
      if (!(await twoFactorStatus(staff.id)).enabled) {
        return { status: "error", message: "Two-factor sign-in is not on." };
      }
      const used = await checkCode(staff, code);
      if (typeof used !== "string") return used;
      const entry = await audit(staff, "two-factor.recovery-codes-replaced");
      const codes = await transaction(await getDb(), async (tx) => {
        await recordAudit(entry, tx);
        return replaceRecoveryCodes(tx, staff.id);
      });
      return {
        status: "success",
        message: "New recovery codes; the old ones no longer work.",
        codes,
      };
    },
    options,
  )(formData);
}

/** Turns two-factor off (a current code first), unless owners require it. */
export async function disableTwoFactor(
  _prev: TwoFactorState,
  formData: FormData,
): Promise<TwoFactorState> {
  const result = await staffAction(
    twoFactorCodeSchema,
    async ({ code }, staff): Promise<TwoFactorState> => {
      if (await twoFactorRequired()) {
        return { status: "error", message: "Owners require two-factor sign-in for every account." };
      }
      const used = await checkCode(staff, code);
      if (typeof used !== "string") return used;
      const entry = await audit(staff, "two-factor.disabled", { confirmedWith: used });
      await transaction(await getDb(), async (tx) => {
        await removeTwoFactor(tx, staff.id);
        await recordAudit(entry, tx);
      });
      forgetStaffMember(staff.email);
      return { status: "success" };
    },
    options,
  )(formData);
  if (result.status === "success") redirect(`${ACCOUNT_PATH}?two-factor=off`);
  return result;
}
