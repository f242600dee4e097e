import { emailAddress } from "@/lib/mail/address";
import * as z from "@/lib/zod";

/** Shared by the sign-in form and the signIn action. */
export const signInSchema = z.object({
  email: emailAddress(),
  password: z.string().min(1, "Enter your password").max(1024, "Password is too long"),
  next: z.string().max(2000).optional(),
});

export type SignInField = keyof z.infer<typeof signInSchema>;

/** One message for a wrong e-mail and a wrong password: the form never confirms an account. */
export const INVALID_CREDENTIALS = "Incorrect e-mail or password.";
