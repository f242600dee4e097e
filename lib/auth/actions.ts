"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";

import { fieldErrorsOf, isForm, notAForm, type ActionState } from "@/lib/action-state";
import { recordAudit } from "@/lib/audit/record";
import { getDb } from "@/lib/db/client";
import { clientIp } from "@/lib/request-ip";
import { authBackend, requireStaff } from "./index";
import { safeNextPath } from "./next-path";
import { INVALID_CREDENTIALS, signInSchema, type SignInField } from "./sign-in-schema";
import { CODE_STEP_PATH } from "./two-factor-ticket";
import {
  admitSignIn,
  signInFailed,
  signInSucceeded,
  signInUndecided,
  tooManyAttempts,
} from "./sign-in-throttle";

/** `email` refills the field: React resets a form after its action, and retyping it is a chore. */
export type SignInState = ActionState<SignInField> & { email?: string };

export async function signIn(_prev: SignInState, formData: FormData): Promise<SignInState> {
  if (!isForm(formData)) return notAForm;
  const typed = formData.get("email");
  const kept = { email: typeof typed === "string" ? typed.slice(0, 254) : "" };
  const parsed = signInSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    return { status: "error", fieldErrors: fieldErrorsOf(parsed.error), ...kept };
  }
  const { email, password, next } = parsed.data;

  const db = await getDb();
  const account = email.toLowerCase();
  const client = clientIp(await headers());
  const admission = await admitSignIn(db, account, client);
  if (!admission.admitted) {
    return { status: "error", message: tooManyAttempts(admission.retryAfterSeconds), ...kept };
  }

  const result = await authBackend.signIn(email, password);
  if (result.ok) {
    await signInSucceeded(db, account, client);
    const { user } = result;
    await recordAudit({
      actor: user,
      action: "sign-in.succeeded",
      target: { type: "staff", id: user.id, label: user.email },
      ip: client,
    });
    redirect(safeNextPath(next));
  }
  if (result.reason === "second-factor") {
    // Not a success yet: the attempt stays counted until the code is right, so codes are guessed
    // under the same per-account throttle as passwords (two-factor-sign-in.ts).
    redirect(`${CODE_STEP_PATH}?next=${encodeURIComponent(safeNextPath(next))}`);
  }
  if (result.reason === "unavailable") {
    await signInUndecided(db, account, client);
    return {
      status: "error",
      message: "Sign-in is unavailable right now. Please try again shortly.",
      ...kept,
    };
  }
  await signInFailed(db, client);
  // No actor: nobody proved who they are. The target is the address typed (staff or not).
  await recordAudit({
    actor: null,
    action: "sign-in.failed",
    target: { type: "staff", label: account },
    details: { reason: result.reason },
    ip: client,
  });
  const message =
    result.reason === "not-staff"
      ? "This account does not have staff access."
      : INVALID_CREDENTIALS;
  return { status: "error", message, ...kept };
}

/** Ends this session, in the database too: every copy of its cookie stops working. */
export async function signOut(): Promise<void> {
  await authBackend.signOut();
  redirect("/admin/login");
}

/** The sign-in page's query after "Sign out everywhere". */
const SIGNED_OUT_EVERYWHERE = "signed-out=everywhere";

/** Ends every session of the signed-in account on every device, this one included. */
export async function signOutEverywhere(): Promise<void> {
  // "account.self": open to an account that must still enrol in two-factor too.
  const staff = await requireStaff("/admin", "account.self");
  await authBackend.signOutEverywhere();
  await recordAudit({
    actor: staff,
    action: "sign-out.everywhere",
    target: { type: "staff", id: staff.id, label: staff.email },
  });
  // The sign-in page confirms it (components/admin/signed-out-notice.tsx).
  redirect(`/admin/login?${SIGNED_OUT_EVERYWHERE}`);
}
