"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";

import { fieldErrorsOf, isForm, notAForm, type ActionState } from "@/lib/action-state";
import { getDb } from "@/lib/db/client";
import { hitRateLimit, resetRateLimit, type RateLimit } from "@/lib/rate-limit";
import { clientIp } from "@/lib/request-ip";
import { authBackend } from "./index";
import { safeNextPath } from "./next-path";
import { INVALID_CREDENTIALS, signInSchema, type SignInField } from "./sign-in-schema";

const WINDOW = 15 * 60;
const perIp: RateLimit = { bucket: "sign-in:ip", limit: 10, windowSeconds: WINDOW };
const perEmail: RateLimit = { bucket: "sign-in:email", limit: 5, windowSeconds: WINDOW };
// The single local account is the whole target, and client addresses can be spoofed without a
// trusted proxy: a ceiling across all clients bounds online guessing whatever the source.
const overall: RateLimit = { bucket: "sign-in:all", limit: 100, windowSeconds: WINDOW };

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
  const ip = clientIp(await headers());
  const checks = await Promise.all([
    hitRateLimit(db, perIp, ip),
    hitRateLimit(db, perEmail, email.toLowerCase()),
    hitRateLimit(db, overall, "all"),
  ]);
  const blocked = checks.find((c) => !c.allowed);
  if (blocked) {
    const minutes = Math.ceil(blocked.retryAfterSeconds / 60);
    return {
      status: "error",
      message: `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      ...kept,
    };
  }

  const result = await authBackend.signIn(email, password);
  if (!result.ok) {
    const message =
      result.reason === "not-staff"
        ? "This account does not have staff access."
        : result.reason === "unavailable"
          ? "Sign-in is unavailable right now. Please try again shortly."
          : INVALID_CREDENTIALS;
    return { status: "error", message, ...kept };
  }
  await resetRateLimit(db, perEmail.bucket, email.toLowerCase());
  redirect(safeNextPath(next));
}

export async function signOut(): Promise<void> {
  await authBackend.signOut();
  redirect("/admin/login");
}
