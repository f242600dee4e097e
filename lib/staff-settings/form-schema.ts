import { isNetwork, MAX_EXCLUDED_NETWORKS, splitNetworks } from "@/lib/analytics/network-list";
import * as z from "@/lib/zod";

export const RETENTION_MIN_DAYS = 30;
export const RETENTION_MAX_DAYS = 3650;
export const LEAD_RETENTION_MAX_MONTHS = 120;
export const CONSENT_RETENTION_MAX_MONTHS = 120;
const CONSENT_RETENTION_DEFAULT_MONTHS = 24;
export const BLOCKED_DOMAINS_MAX = 500;

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
export const ANALYTICS_RETENTION_MAX_DAYS = 3650;

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
  // Empty: the default period (24 months).
  consentRetentionMonths: z
    .string()
    .trim()
    .transform((v, ctx) => {
      if (v === "") return CONSENT_RETENTION_DEFAULT_MONTHS;
      const months = Number(v);
      if (Number.isInteger(months) && months >= 1 && months <= CONSENT_RETENTION_MAX_MONTHS) {
        return months;
      }
      ctx.addIssue({
        code: "custom",
        message: `Enter a whole number of months from 1 to ${CONSENT_RETENTION_MAX_MONTHS}`,
      });
      return z.NEVER;
    }),
  // One domain a line (commas and spaces work too); "@" and a trailing dot are dropped.
  spamBlockedDomains: z
    .string()
    .max(50_000, "That list is too long")
    .transform((v, ctx) => {
      const domains = [
        ...new Set(
          v
            .split(/[\s,;]+/)
            .map((d) => d.trim().toLowerCase().replace(/^@/, "").replace(/\.$/, ""))
            .filter(Boolean),
        ),
      ];
      const bad = domains.find((d) => !DOMAIN.test(d));
      if (bad) ctx.addIssue({ code: "custom", message: `"${bad.slice(0, 80)}" is not a domain` });
      else if (domains.length > BLOCKED_DOMAINS_MAX)
        ctx.addIssue({ code: "custom", message: `At most ${BLOCKED_DOMAINS_MAX} domains` });
      return domains.sort();
    }),
  // Raw page-view events older than this are deleted daily; the daily totals stay.
  analyticsRetentionDays: z.coerce
    .number("Enter a number of days")
    .int("Enter a whole number of days")
    .min(1, "Keep raw events at least 1 day")
    .max(
      ANALYTICS_RETENTION_MAX_DAYS,
      `Keep raw events at most ${ANALYTICS_RETENTION_MAX_DAYS} days`,
    ),
  // Visits from these addresses or networks are not counted (an office, a home connection).
  analyticsExcludedNetworks: z
    .string()
    .max(4000, "Enter fewer networks")
    .transform((text, ctx) => {
      const networks = splitNetworks(text);
      const bad = networks.find((n) => !isNetwork(n));
      if (bad !== undefined) {
        ctx.addIssue({
          code: "custom",
          message: `"${bad.slice(0, 60)}" is not an IP address or network (e.g. 203.0.113.7 or 203.0.113.0/24)`,
        });
      } else if (networks.length > MAX_EXCLUDED_NETWORKS) {
        ctx.addIssue({
          code: "custom",
          message: `Enter at most ${MAX_EXCLUDED_NETWORKS} networks`,
        });
      }
      return networks;
    }),
});

export type StaffSettingsField = keyof z.input<typeof staffSettingsSchema>;
