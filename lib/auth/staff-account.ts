import "server-only";

import { eq, sql } from "drizzle-orm";

import { getDb } from "@/lib/db/client";
import { staffMembers as t } from "@/lib/db/staff-schema";
import { forgetStaffMember } from "./staff-members";

/**
 * The bootstrap account as stored: the one ADMIN_EMAIL configures or the first start generates,
 * always an active owner, shared by every instance on the database. Other accounts are invited
 * (lib/staff/); this one is how the first owner gets in.
 */
export type StoredAccount = { email: string; passwordHash: string; version: number };

const columns = {
  email: t.email,
  passwordHash: sql<string>`${t.passwordHash}`,
  version: t.passwordVersion,
};
const bootstrapRow = { role: "owner", status: "active", bootstrap: true } as const;

/** The stored bootstrap account, or null before the first start. */
export async function storedAccount(): Promise<StoredAccount | null> {
  const [row] = await (await getDb()).select(columns).from(t).where(eq(t.bootstrap, true));
  return row ?? null;
}

/**
 * Stores the bootstrap account as configured. A password or e-mail other than the stored one moves
 * the version on (never back: a password changed back is still a new version), in one statement,
 * so instances starting together agree on the result.
 */
export async function storeAccount(email: string, passwordHash: string): Promise<StoredAccount> {
  const same = sql`${t.passwordHash} = excluded.password_hash and ${t.email} = excluded.email`;
  const [row] = await (
    await getDb()
  )
    .insert(t)
    .values({ email, passwordHash, ...bootstrapRow })
    .onConflictDoUpdate({
      target: t.bootstrap,
      targetWhere: sql`${t.bootstrap}`,
      set: {
        email: sql`excluded.email`,
        passwordHash: sql`excluded.password_hash`,
        // Configured at deploy: the bootstrap account is an active owner whatever staff did to it.
        role: sql`'owner'`,
        status: sql`'active'`,
        passwordVersion: sql`${t.passwordVersion} + case when ${same} then 0 else 1 end`,
        updatedAt: sql`case when ${same} then ${t.updatedAt} else now() end`,
      },
    })
    .returning(columns);
  forgetStaffMember();
  return row!;
}

/**
 * Stores a first account unless one exists: the first instance to start wins, the others read
 * what it stored. `created` tells the winner, the one that prints its generated password.
 */
export async function createAccountOnce(
  email: string,
  passwordHash: string,
): Promise<{ account: StoredAccount; created: boolean }> {
  const [row] = await (
    await getDb()
  )
    .insert(t)
    .values({ email, passwordHash, ...bootstrapRow })
    .onConflictDoNothing()
    .returning(columns);
  forgetStaffMember();
  if (row) return { account: row, created: true };
  const stored = await storedAccount();
  if (!stored) throw new Error("staff account neither created nor found");
  return { account: stored, created: false };
}
