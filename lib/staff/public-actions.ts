"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { after } from "next/server";

import { fieldErrorsOf, isForm, notAForm, type ActionState } from "@/lib/action-state";
import { authBackend } from "@/lib/auth";
import { supabaseEnabled } from "@/lib/auth/supabase-client";
import { getDb } from "@/lib/db/client";
import { deliverDue } from "@/lib/leads/outbox";
import { logEvent } from "@/lib/log/logger";
import { hitRateLimit } from "@/lib/rate-limit";
import { clientIp } from "@/lib/request-ip";
import { acceptInvitation, requestPasswordReset, resetPassword } from "./password-links";
import { FORGOT_ANSWER, forgotSchema, newPasswordSchema, type NewPasswordField } from "./schemas";

/*
 * The public side of staff accounts: strangers hold the links, so these run without a session.
 * Each is throttled per client address: a link is 256 random bits (nothing to guess), but every
 * attempt costs a strength check and a scrypt run, and a reset request sends a mail.
 */

/** `gone`: the link itself cannot be used; the page shows why instead of the form. */
export type PasswordFormState = ActionState<NewPasswordField> & { gone?: boolean };

const TOO_MANY = "Too many attempts from this network. Please try again in a few minutes.";
const LINK_LIMIT = { bucket: "staff-link:ip", limit: 20, windowSeconds: 15 * 60 };
const UNAVAILABLE = "This could not be saved right now. Please try again shortly.";

async function throttled(bucket: typeof LINK_LIMIT, key?: string): Promise<boolean> {
  const ip = clientIp(await headers());
  return !(await hitRateLimit(await getDb(), bucket, key ?? ip)).allowed;
}

async function setPassword(
  form: unknown,
  set: typeof acceptInvitation,
): Promise<PasswordFormState | { ok: true; email: string; password: string }> {
  if (!isForm(form)) return notAForm;
  if (supabaseEnabled) {
    return { status: "error", gone: true, message: "Passwords are managed by Supabase sign-in." };
  }
  const parsed = newPasswordSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { status: "error", fieldErrors: fieldErrorsOf(parsed.error) };
  if (await throttled(LINK_LIMIT)) return { status: "error", message: TOO_MANY };
  const { token, password } = parsed.data;
  const outcome = await set(await getDb(), token, password);
  if (outcome.ok) return { ok: true, email: outcome.email, password };
  if (outcome.field) {
    return { status: "error", fieldErrors: { password: outcome.message } };
  }
  return { status: "error", gone: true, message: outcome.message };
}

/** The invitation page's form: sets the password, activates the account and signs them in. */
export async function acceptStaffInvitation(
  _prev: PasswordFormState,
  form: FormData,
): Promise<PasswordFormState> {
  let result: Awaited<ReturnType<typeof setPassword>>;
  try {
    result = await setPassword(form, acceptInvitation);
  } catch (error) {
    logEvent("error", "staff: accepting an invitation failed", { error });
    return { status: "error", message: UNAVAILABLE };
  }
  if (!("ok" in result)) return result;
  const signedIn = await authBackend.signIn(result.email, result.password).catch(() => null);
  redirect(signedIn?.ok ? "/admin" : "/admin/login?welcome=1");
}

/** The reset page's form: a new password, every older session ended; then the sign-in. */
export async function resetStaffPassword(
  _prev: PasswordFormState,
  form: FormData,
): Promise<PasswordFormState> {
  let result: Awaited<ReturnType<typeof setPassword>>;
  try {
    result = await setPassword(form, resetPassword);
  } catch (error) {
    logEvent("error", "staff: password reset failed", { error });
    return { status: "error", message: UNAVAILABLE };
  }
  if (!("ok" in result)) return result;
  redirect("/admin/login?reset=done");
}

/**
 * "Forgot your password?": the same answer whether or not the address has an account (and when
 * that address asked too often); only a client asking too often is told so.
 */
export async function sendPasswordReset(
  _prev: ActionState<"email">,
  form: FormData,
): Promise<ActionState<"email">> {
  if (!isForm(form)) return notAForm;
  const parsed = forgotSchema.safeParse({ email: form.get("email") ?? "" });
  if (!parsed.success) return { status: "error", fieldErrors: fieldErrorsOf(parsed.error) };
  const answer = { status: "success", message: FORGOT_ANSWER } as const;
  try {
    const ip = clientIp(await headers());
    if (await throttled({ bucket: "password-reset:ip", limit: 5, windowSeconds: 3600 })) {
      return { status: "error", message: TOO_MANY };
    }
    const email = parsed.data.email.toLowerCase();
    const perAccount = { bucket: "password-reset:email", limit: 3, windowSeconds: 3600 };
    if (await throttled(perAccount, email)) return answer;
    const db = await getDb();
    const ids = await requestPasswordReset(db, email, ip);
    if (ids.length) after(() => deliverDue(db, { ids }).catch(() => undefined));
    return answer;
  } catch (error) {
    logEvent("error", "staff: password reset request failed", { error });
    return { status: "error", message: UNAVAILABLE };
  }
}
