import { STAFF_ROLES } from "@/lib/db/enums";
import { emailAddress } from "@/lib/mail/address";
import * as z from "@/lib/zod";

/**
 * The staff forms' schemas, shared by the forms and their server actions. Password strength is
 * judged on the server only (lib/staff/password-policy.ts): its dictionaries stay off the pages.
 */
export const inviteSchema = z.object({
  name: z.string().trim().min(1, "Enter their name").max(120, "Name is too long"),
  email: emailAddress(),
  role: z.enum(STAFF_ROLES, "Choose a role"),
});
export type InviteField = keyof z.input<typeof inviteSchema>;

export const roleSchema = z.object({
  id: z.uuid("This account no longer exists."),
  role: z.enum(STAFF_ROLES, "Choose a role"),
});

export const accountIdSchema = z.object({ id: z.uuid("This account no longer exists.") });

/** Accepting an invitation, or choosing a new password from a reset link. */
export const newPasswordSchema = z
  .object({
    token: z.string().max(100),
    password: z.string().min(1, "Choose a password").max(256, "Use at most 256 characters."),
    confirm: z.string().max(256),
  })
  .refine((v) => v.password === v.confirm, {
    path: ["confirm"],
    message: "The two passwords differ.",
  });
export type NewPasswordField = "password" | "confirm";

export const forgotSchema = z.object({
  email: emailAddress(),
});

/** The one answer to "Forgot your password?": it never says whether the account exists. */
export const FORGOT_ANSWER =
  "If an active staff account uses this e-mail, a link to choose a new password is on its way. It works for one hour.";
