import "server-only";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";

import { localBackend } from "./local-backend";
import { supabaseBackend } from "./supabase-backend";
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

/**
 * The gate for admin pages, layouts and server actions: proxy.ts already redirected strangers,
 * but every entry point checks again (middleware-only auth has been bypassed before).
 */
export async function requireStaff(next = "/admin"): Promise<StaffUser> {
  const staff = await getStaff();
  if (!staff) redirect(`/admin/login?next=${encodeURIComponent(next)}`);
  return staff;
}

/** The same gate for route handlers: a JSON 401 instead of a redirect. */
export async function staffOrUnauthorized(): Promise<StaffUser | Response> {
  return (await getStaff()) ?? Response.json({ error: "Sign in as staff first." }, { status: 401 });
}
