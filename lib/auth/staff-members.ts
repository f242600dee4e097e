import "server-only";

import { eq, sql } from "drizzle-orm";

import { getDb } from "@/lib/db/client";
import { staffMembers as t } from "@/lib/db/staff-schema";
import type { StaffRole } from "./permissions";

/** A staff account as the sign-in and the gates need it. */
export type StaffMember = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  status: "invited" | "active" | "disabled";
  passwordHash: string | null;
  passwordVersion: number;
  twoFactor: boolean;
  /** Created from Supabase metadata rather than invited (supabase-staff.ts). */
  provisioned: boolean;
};

const columns = {
  id: t.id,
  email: t.email,
  name: t.name,
  role: t.role,
  status: t.status,
  passwordHash: t.passwordHash,
  passwordVersion: t.passwordVersion,
  twoFactor: sql<boolean>`${t.totpEnabledAt} is not null`,
  provisioned: t.provisioned,
};

/*
 * The proxy, the layout, the page and each action read the same account within one navigation; an
 * answer is kept in-process for CACHE_MS so that burst costs one lookup. A change made here (role,
 * status, password) drops the entry at once; another instance follows within CACHE_MS, and a
 * disabled account's sessions are ended in the database at once anyway (staff-sessions.ts).
 */
const CACHE_MS = 3000;
const slot = globalThis as typeof globalThis & {
  __agencyStaffMembers?: Map<string, { member: StaffMember | null; until: number }>;
};
const cache = (slot.__agencyStaffMembers ??= new Map());

/** The account with this e-mail (any case), or null. */
export async function staffMemberByEmail(email: string): Promise<StaffMember | null> {
  const key = email.trim().toLowerCase();
  const hit = cache.get(key);
  if (hit && hit.until > Date.now()) return hit.member;
  const [row] = await (await getDb()).select(columns).from(t).where(eq(t.email, key));
  const member = row ?? null;
  if (cache.size > 1000) cache.clear();
  cache.set(key, { member, until: Date.now() + CACHE_MS });
  return member;
}

/** Drops cached answers after a change to an account (all of them when no e-mail is given). */
export function forgetStaffMember(email?: string): void {
  if (email) cache.delete(email.trim().toLowerCase());
  else cache.clear();
}

/** Notes a successful sign-in, and activates an invited account signing in with Supabase. */
export async function markSignedIn(id: string): Promise<void> {
  await (
    await getDb()
  )
    .update(t)
    .set({
      lastSignInAt: sql`now()`,
      status: sql`case when ${t.status} = 'invited' then 'active' else ${t.status} end`,
    })
    .where(eq(t.id, id));
}

/**
 * A Supabase user who qualifies as staff the old way (STAFF_EMAILS, or app_metadata.role "staff")
 * but has no account yet gets one: STAFF_EMAILS are owners (the deployer named them), others take
 * app_metadata.staff_role when it is a role, else editor.
 */
export async function provisionStaffMember(email: string, role: StaffRole): Promise<StaffMember> {
  const key = email.trim().toLowerCase();
  await (
    await getDb()
  )
    .insert(t)
    .values({ email: key, role, status: "active", provisioned: true })
    .onConflictDoNothing();
  forgetStaffMember(key);
  const member = await staffMemberByEmail(key);
  if (!member) throw new Error("staff account neither created nor found");
  return member;
}
