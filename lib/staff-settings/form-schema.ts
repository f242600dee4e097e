import * as z from "@/lib/zod";

export const RETENTION_MIN_DAYS = 30;
export const RETENTION_MAX_DAYS = 3650;
export const LEAD_RETENTION_MAX_MONTHS = 120;

const MONTHS_MESSAGE = `Enter a whole number of months from 1 to ${LEAD_RETENTION_MAX_MONTHS}, or leave it empty`;

/**
 * The owners' settings form and its action read this one schema. A checkbox posts "on" when
 * ticked and nothing when not (the action's FormData reads a missing field as "").
 */
export const staffSettingsSchema = z.object({
  auditRetentionDays: z.coerce
    .number("Enter a number of days")
    .int("Enter a whole number of days")
    .min(RETENTION_MIN_DAYS, `Keep the log at least ${RETENTION_MIN_DAYS} days`)
    .max(RETENTION_MAX_DAYS, `Keep the log at most ${RETENTION_MAX_DAYS} days (ten years)`),
  requireTwoFactor: z
    .union([z.literal("on"), z.literal("true"), z.literal(""), z.literal("false")])
    .transform((v) => v === "on" || v === "true"),
  // Empty: leads are kept until erased (the default); a number: the daily job deletes older ones.
  leadRetentionMonths: z
    .string()
    .trim()
    .transform((v, ctx) => {
      if (v === "") return null;
      const months = Number(v);
      if (Number.isInteger(months) && months >= 1 && months <= LEAD_RETENTION_MAX_MONTHS) {
        return months;
      }
      ctx.addIssue({ code: "custom", message: MONTHS_MESSAGE });
      return z.NEVER;
    }),
});

export type StaffSettingsField = keyof z.input<typeof staffSettingsSchema>;
