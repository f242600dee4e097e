import * as z from "@/lib/zod";
import { checkFromPath, type Checked } from "./paths";
import { checkTarget } from "./target";

const REDIRECT_STATUSES = ["301", "308"] as const;

const checked = (check: (value: string) => Checked) =>
  z
    .string()
    .max(3000, "This address is too long")
    .transform((value, ctx) => {
      const result = check(value);
      if (result.ok) return result.value;
      ctx.addIssue({ code: "custom", message: result.message });
      return z.NEVER;
    });

/**
 * The staff redirect form, shared by react-hook-form in the browser and the server action. The
 * allowed hosts and the site's origin come from the server (REDIRECT_ALLOWED_HOSTS plus the site's
 * own), so the browser says the same as the action will.
 */
export function redirectFormSchema(allowedHosts: readonly string[], siteOrigin?: string) {
  return z.object({
    // Empty: a new redirect; else the manual redirect being edited.
    id: z.union([z.literal(""), z.uuid("This redirect no longer exists")]),
    fromPath: checked(checkFromPath),
    to: checked((value) => checkTarget(value, allowedHosts, siteOrigin)),
    status: z.enum(REDIRECT_STATUSES, "Choose 301 or 308"),
  });
}

export type RedirectFormValues = z.input<ReturnType<typeof redirectFormSchema>>;
export type RedirectFormField = keyof RedirectFormValues;

export const emptyRedirectForm: RedirectFormValues = {
  id: "",
  fromPath: "",
  to: "",
  status: "301",
};
