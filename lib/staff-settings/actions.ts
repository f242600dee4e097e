"use server";

import { revalidatePath } from "next/cache";

import type { ActionState } from "@/lib/action-state";
import { forgetExcludedNetworks } from "@/lib/analytics/exclusions";
import { staffAction } from "@/lib/auth/staff-action";
import { forgetTwoFactorPolicy, meetsTwoFactorRule } from "@/lib/auth/two-factor-policy";
import { logEvent } from "@/lib/log/logger";
import { staffSettingsSchema, type StaffSettingsField } from "./form-schema";
import { saveStaffSettings } from "./settings";

export type SettingsActionState = ActionState<StaffSettingsField> & {
  /** The values as posted, so a refused form (with or without JavaScript) keeps them. */
  values?: {
    auditRetentionDays: string;
    requireTwoFactor: boolean;
    leadRetentionMonths: string;
    consentRetentionMonths: string;
    spamBlockedDomains: string;
    analyticsRetentionDays: string;
    analyticsExcludedNetworks: string;
  };
};

const OWN_TWO_FACTOR_FIRST =
  "Turn on two-factor sign-in for your own account first (Account page), or it would lock you out.";

const echo = (form: unknown) =>
  form instanceof FormData
    ? {
        auditRetentionDays: String(form.get("auditRetentionDays") ?? "").slice(0, 20),
        requireTwoFactor: form.get("requireTwoFactor") === "on",
        leadRetentionMonths: String(form.get("leadRetentionMonths") ?? "").slice(0, 20),
        consentRetentionMonths: String(form.get("consentRetentionMonths") ?? "").slice(0, 20),
        spamBlockedDomains: String(form.get("spamBlockedDomains") ?? "").slice(0, 50_000),
        analyticsRetentionDays: String(form.get("analyticsRetentionDays") ?? "").slice(0, 20),
        analyticsExcludedNetworks: String(form.get("analyticsExcludedNetworks") ?? "").slice(
          0,
          4000,
        ),
      }
    : undefined;

/** The owners' settings form (`<form action>`): stores them and records what changed. */
export async function saveSettings(
  _prev: SettingsActionState,
  form: FormData,
): Promise<SettingsActionState> {
  const save = staffAction(
    staffSettingsSchema,
    async (input, staff): Promise<SettingsActionState> => {
      if (input.requireTwoFactor && !(await meetsTwoFactorRule(staff))) {
        return {
          status: "error",
          message: "Please fix the highlighted fields.",
          fieldErrors: { requireTwoFactor: OWN_TWO_FACTOR_FIRST },
        };
      }
      try {
        await saveStaffSettings(input, staff);
        // This instance enforces a changed two-factor rule at once (others within seconds).
        forgetTwoFactorPolicy();
        forgetExcludedNetworks();
        revalidatePath("/admin/settings");
        return { status: "success", message: "Settings saved." };
      } catch (error) {
        logEvent("error", "staff settings not saved", { error });
        return { status: "error", message: "The settings could not be saved." };
      }
    },
    { may: "staff.manage", next: "/admin/settings" },
  );
  const result = await save(form);
  return result.status === "success" ? result : { ...result, values: echo(form) };
}
