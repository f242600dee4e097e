import "server-only";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";

import { pagePermission } from "./access";
import { localBackend } from "./local-backend";
import { can, type Permission } from "./permissions";
import { supabaseBackend } from "./supabase-backend";
import { ENROL_PATH, mustEnrolTwoFactor } from "./two-factor-policy";
import { supabaseEnabled } from "./supabase-client";
import type { AuthBackend, StaffUser } from "./types";
import { logEvent } from "@/lib/log/logger";

export type { StaffUser } from "./types";

export const authBackend: AuthBackend = supabaseEnabled ? supabaseBackend : localBackend;
export const authMode = supabaseEnabled ? "supabase" : "local";

/** The signed-in staff member, or null. Never throws: an auth outage reads as signed out. */
export async function getStaff(): Promise<StaffUser | null> {
  // Outside the try: while prerendering, cookies() suspends the render on purpose (the page is
  // per-request from here on), and that must reach Next rather than read as "signed out".
  await cookies();
  try {
    return await authBackend.currentStaff();
  } catch (error) {
    logEvent("error", "auth check failed", { error });
    return null;
  }
}

/** Where staff whose role may not do something are sent: the dashboard says so. */
export const deniedPath = (next: string) => `/admin?denied=${encodeURIComponent(next)}`;

/**
 * The gate for admin pages, layouts and server actions: proxy.ts already redirected strangers,
 * but every entry point checks again (middleware-only auth has been bypassed before). A page asks
 * with its own address and the permission comes from lib/auth/access.ts (an address with no rule
 * is refused); an action names its permission.
 */
export async function requireStaff(
  next = "/admin",
  permission: Permission | null = pagePermission(next),
): Promise<StaffUser> {
  const staff = await getStaff();
  if (!staff) redirect(`/admin/login?next=${encodeURIComponent(next)}`);
  if (!permission || !can(staff.role, permission)) redirect(deniedPath(next));
  // Owners require two-factor and this account has none: only its own account (the page where it
  // enrols, its actions, signing out everywhere) until it enrols.
  if (permission !== "account.self" && (await mustEnrolTwoFactor(staff))) redirect(ENROL_PATH);
  return staff;
}

/** The same gate for route handlers: a JSON 401 for strangers, 403 for a role without `permission`. */
export async function staffOrUnauthorized(permission: Permission): Promise<StaffUser | Response> {
  const staff = await getStaff();
  if (!staff) return Response.json({ error: "Sign in as staff first." }, { status: 401 });
  if (!can(staff.role, permission)) {
    return Response.json({ error: "Your role does not allow this." }, { status: 403 });
  }
  if (await mustEnrolTwoFactor(staff)) {
    return Response.json({ error: "Set up two-factor sign-in first." }, { status: 403 });
  }
  return staff;
}
