import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { createdAt, id, textList, updatedAt } from "./columns";
import { STAFF_LINK_PURPOSES, STAFF_ROLES, STAFF_STATUSES } from "./enums";

/**
 * Staff accounts, their e-mailed links, two-factor recovery codes, the settings owners change and
 * the audit log. Internal tables: RLS on with no policy and no grants to Supabase's API roles (the
 * migration); the app enforces roles (lib/auth/permissions.ts). drizzle.config.ts reads this file.
 */

export const staffMembers = pgTable(
  "staff_members",
  {
    id: id(),
    // Lower-cased on write; the sign-in, the session check and Supabase users match on it.
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    role: text("role", { enum: STAFF_ROLES }).notNull(),
    status: text("status", { enum: STAFF_STATUSES }).notNull().default("invited"),
    // Null until an invitation is accepted (and always null for Supabase sign-in).
    passwordHash: text("password_hash"),
    // Moves on with every password change: sessions opened under an older one end.
    passwordVersion: integer("password_version").notNull().default(1),
    // The account ADMIN_EMAIL configures or the first start generates: always an owner.
    bootstrap: boolean("bootstrap").notNull().default(false),
    // Created for a Supabase user who qualified by STAFF_EMAILS or app_metadata.role: staff only
    // while they still do (an admin's revocation counts at once). Invited accounts are not.
    provisioned: boolean("provisioned").notNull().default(false),
    // TOTP secret, sealed with a key derived from the session secret (lib/auth/two-factor).
    totpSecret: text("totp_secret"),
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    // SHA-256 of the secret in this person's follow-up calendar (ICS) address; a new one revokes it.
    calendarTokenHash: text("calendar_token_hash"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("staff_members_email_key").on(t.email),
    uniqueIndex("staff_members_calendar_token_key").on(t.calendarTokenHash),
    uniqueIndex("staff_members_bootstrap_key")
      .on(t.bootstrap)
      .where(sql`${t.bootstrap}`),
    check(
      "staff_members_email_check",
      sql`${t.email} = lower(${t.email}) and ${t.email} like '%@%'`,
    ),
    check("staff_members_role_check", sql`${t.role} = any (${textList(STAFF_ROLES)})`),
    check("staff_members_status_check", sql`${t.status} = any (${textList(STAFF_STATUSES)})`),
    check("staff_members_name_check", sql`char_length(${t.name}) <= 120`),
  ],
).enableRLS();

/** Invitation and password-reset links: only a hash is kept; used once, then never again. */
export const staffLinks = pgTable(
  "staff_links",
  {
    id: id(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: STAFF_LINK_PURPOSES }).notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("staff_links_token_hash_key").on(t.tokenHash),
    index("staff_links_staff_id_idx").on(t.staffId),
    check("staff_links_purpose_check", sql`${t.purpose} = any (${textList(STAFF_LINK_PURPOSES)})`),
  ],
).enableRLS();

/** Two-factor recovery codes, hashed; each works once. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: id(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("staff_recovery_codes_key").on(t.staffId, t.codeHash)],
).enableRLS();

/** What owners set for everyone: one row. */
export const staffSettings = pgTable(
  "staff_settings",
  {
    id: integer("id").primaryKey().default(1),
    requireTwoFactor: boolean("require_two_factor").notNull().default(false),
    auditRetentionDays: integer("audit_retention_days").notNull().default(365),
    // Leads older than this many months are deleted by the daily job; null: kept (the default).
    leadRetentionMonths: integer("lead_retention_months"),
    // A subscriber's consent evidence outlives the subscription by this many months (then erased).
    consentRetentionMonths: integer("consent_retention_months").notNull().default(24),
    // Raw analytics events older than this are deleted (the daily roll-ups stay).
    analyticsRetentionDays: integer("analytics_retention_days").notNull().default(90),
    // Networks whose visits are not counted ("exclude my office"): CIDRs or single addresses.
    analyticsExcludedNetworks: jsonb("analytics_excluded_networks")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    // Sign-up domains staff block (lib/spam): a submission from one is held as spam, never mailed.
    spamBlockedDomains: jsonb("spam_blocked_domains")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("staff_settings_one_row", sql`${t.id} = 1`),
    check("staff_settings_retention_check", sql`${t.auditRetentionDays} between 30 and 3650`),
    check("staff_settings_lead_retention_check", sql`${t.leadRetentionMonths} between 1 and 120`),
    check(
      "staff_settings_consent_retention_check",
      sql`${t.consentRetentionMonths} between 1 and 120`,
    ),
    check(
      "staff_settings_analytics_retention_check",
      sql`${t.analyticsRetentionDays} between 1 and 3650`,
    ),
  ],
).enableRLS();

/**
 * Who did what, when: append-only (a trigger in the migration refuses updates, and deletes of rows
 * younger than the retention setting). The actor's e-mail is copied so the row outlives renames.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid("actor_id"),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    targetLabel: text("target_label"),
    details: jsonb("details").$type<Record<string, unknown>>(),
    ip: text("ip"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at.desc()),
    index("audit_log_action_idx").on(t.action, t.at.desc()),
    index("audit_log_actor_idx").on(t.actorId, t.at.desc()),
  ],
).enableRLS();
