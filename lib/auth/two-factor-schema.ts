import * as z from "@/lib/zod";

const code = z
  .string()
  .trim()
  .min(1, "Enter the code from your authenticator app")
  .max(64, "That is not a code");

/** The sign-in's second step: a 6-digit code or a recovery code. */
export const signInCodeSchema = z.object({ code, next: z.string().max(2000).optional() });
export type SignInCodeField = keyof z.infer<typeof signInCodeSchema>;

/** Confirming an enrolment, or turning two-factor off: a code from the app (or a recovery code). */
export const twoFactorCodeSchema = z.object({ code });
export type TwoFactorCodeField = keyof z.infer<typeof twoFactorCodeSchema>;

export const WRONG_CODE = "That code is not right, or it was already used.";
export const TICKET_EXPIRED = "This sign-in has expired. Please sign in again.";
