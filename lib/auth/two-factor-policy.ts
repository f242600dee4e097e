import "server-only";

import { eq } from "drizzle-orm";

import { getDb } from "@/lib/db/client";
import { staffSettings } from "@/lib/db/staff-schema";
import { staffMemberByEmail } from "./staff-members";
import type { StaffUser } from "./types";

/** Where an account without two-factor is sent while owners require it (and the only page it may open). */
export const ACCOUNT_PATH = "/admin/account";
export const ENROL_PATH = `${ACCOUNT_PATH}?two-factor=required`;

/*
 * staff_settings.require_two_factor, read on every staff request: kept in-process for CACHE_MS (as
 * staff-members.ts does for accounts). The settings page calls forgetTwoFactorPolicy() after a
 * change; other instances follow within CACHE_MS.
 */
const CACHE_MS = 3000;
let cached: { required: boolean; until: number } | undefined;

/** Whether owners require two-factor sign-in for every local account. No settings row: no. */
export async function twoFactorRequired(): Promise<boolean> {
  if (cached && cached.until > Date.now()) return cached.required;
  const [row] = await (
    await getDb()
  )
    .select({ required: staffSettings.requireTwoFactor })
    .from(staffSettings)
    .where(eq(staffSettings.id, 1));
  cached = { required: row?.required ?? false, until: Date.now() + CACHE_MS };
  return cached.required;
}

export function forgetTwoFactorPolicy(): void {
  cached = undefined;
}

/**
 * Whether this staff member must enrol before anything else: owners require two-factor and the
 * account has none. Local sign-in only: with Supabase Auth, GoTrue's own MFA is the second factor
 * (docs/security.md).
 */
export async function mustEnrolTwoFactor(staff: StaffUser): Promise<boolean> {
  if (staff.provider !== "local" || !(await twoFactorRequired())) return false;
  const member = await staffMemberByEmail(staff.email);
  return !member?.twoFactor;
}

/**
 * Whether this account could keep working once two-factor is required of everyone: it has it, or
 * signs in with Supabase (GoTrue's MFA). An owner may turn the rule on only then, so the rule never
 * locks the person setting it out of the settings they set it with.
 */
export async function meetsTwoFactorRule(staff: StaffUser): Promise<boolean> {
  if (staff.provider !== "local") return true;
  return Boolean((await staffMemberByEmail(staff.email))?.twoFactor);
}
