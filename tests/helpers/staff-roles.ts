// One active staff account per role, each with a password hash, and a signed session cookie for
// any of them (tests/helpers/session-cookies.ts). Import tests/helpers/staff-env first.
import type { StaffRole } from "@/lib/auth/permissions";
import { STAFF_ROLES } from "@/lib/db/enums";

import { cookieFor, type SignedAccount } from "./session-cookies";
import { query } from "./sql";

export type RoleAccount = SignedAccount & { role: StaffRole; name: string };

/** Creates `<role>@roles.example` for every role (idempotent per database). */
export async function createRoleAccounts(): Promise<Record<StaffRole, RoleAccount>> {
  const { getDb } = await import("@/lib/db/client");
  const { hashPassword } = await import("@/lib/auth/password");
  const db = await getDb();
  const accounts = {} as Record<StaffRole, RoleAccount>;
  for (const role of STAFF_ROLES) {
    const name = `${role[0]!.toUpperCase()}${role.slice(1)} Person`;
    const [row] = await query<{
      id: string;
      email: string;
      password_hash: string;
      password_version: number;
    }>(
      db,
      `insert into staff_members (email, name, role, status, password_hash)
       values ($1, $2, $3, 'active', $4)
       on conflict (email) do update set role = excluded.role, status = 'active'
       returning id, email, password_hash, password_version`,
      [`${role}@roles.example`, name, role, await hashPassword(`${role} password`)],
    );
    accounts[role] = {
      id: row!.id,
      email: row!.email,
      name,
      role,
      passwordHash: row!.password_hash,
      passwordVersion: row!.password_version,
    };
  }
  return accounts;
}

/** A fresh session cookie for the account (a session ended by signOutEverywhere stays ended). */
export const roleCookie = (account: RoleAccount) => cookieFor(account);
