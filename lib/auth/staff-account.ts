import "server-only";

import { sql } from "drizzle-orm";

import { getDb } from "@/lib/db/client";
import { staffAccount as t } from "@/lib/db/schema";

/** The local sign-in's account as stored: one row, shared by every instance on the database. */
export type StoredAccount = { email: string; passwordHash: string; version: number };

const columns = { email: t.email, passwordHash: t.passwordHash, version: t.passwordVersion };

/** The stored account, or null before the first start. */
export async function storedAccount(): Promise<StoredAccount | null> {
  const [row] = await (await getDb()).select(columns).from(t);
  return row ?? null;
}

/**
 * Stores the account as configured. A password or e-mail other than the stored one moves the
 * version on (never back: a password changed back is still a new version), in one statement, so
 * instances starting together agree on the result.
 */
export async function storeAccount(email: string, passwordHash: string): Promise<StoredAccount> {
  const same = sql`${t.passwordHash} = excluded.password_hash and ${t.email} = excluded.email`;
  const [row] = await (
    await getDb()
  )
    .insert(t)
    .values({ id: 1, email, passwordHash })
    .onConflictDoUpdate({
      target: t.id,
      set: {
        email: sql`excluded.email`,
        passwordHash: sql`excluded.password_hash`,
        passwordVersion: sql`${t.passwordVersion} + case when ${same} then 0 else 1 end`,
        updatedAt: sql`case when ${same} then ${t.updatedAt} else now() end`,
      },
    })
    .returning(columns);
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
    .values({ id: 1, email, passwordHash })
    .onConflictDoNothing()
    .returning(columns);
  if (row) return { account: row, created: true };
  const stored = await storedAccount();
  if (!stored) throw new Error("staff account neither created nor found");
  return { account: stored, created: false };
}
