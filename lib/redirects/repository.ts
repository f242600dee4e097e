import "server-only";

import { and, desc, eq, sql } from "drizzle-orm";

import { redirects, redirectsVersion } from "@/lib/db/schema";
import { pgCode } from "@/lib/db/errors";
import { transaction } from "@/lib/db/transaction";
import type { Db } from "@/lib/db/types";
import { repoint, resolve, targetKey } from "./chains";
import { RedirectRefused, refuseTakenAddress } from "./address-checks";

export type Redirect = typeof redirects.$inferSelect;
export type RedirectStatus = 301 | 308;

/**
 * Every redirect write starts here, in its transaction: the bump tells other instances to reload,
 * and the row lock it takes serialises redirect writes, so two of them cannot build a loop between
 * their checks.
 */
export async function bumpVersion(tx: Db): Promise<void> {
  await tx.update(redirectsVersion).set({ version: sql`${redirectsVersion.version} + 1` });
}

export async function readVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: redirectsVersion.version }).from(redirectsVersion);
  return row?.version ?? 0;
}

/** The most recently changed `limit` rows, as the proxy needs them. */
export async function loadRedirects(db: Db, limit: number) {
  return db
    .select({ fromPath: redirects.fromPath, to: redirects.to, status: redirects.status })
    .from(redirects)
    .orderBy(desc(redirects.updatedAt), desc(redirects.id))
    .limit(limit);
}

export async function listRedirects(db: Db, limit = 1000): Promise<Redirect[]> {
  return db.select().from(redirects).orderBy(desc(redirects.updatedAt)).limit(limit);
}

export { RedirectRefused };

export type ManualInput = { id?: string; fromPath: string; to: string; status: RedirectStatus };

/**
 * Adds (no id) or edits a staff redirect. `fromPath` and `to` are already checked (paths.ts). A
 * target that redirects on is followed (chains collapse); one that leads back to `fromPath` is
 * refused; rows that pointed at `fromPath` now point where it leads. Returns the row, or null when
 * the edited row is gone.
 */
export async function saveManualRedirect(db: Db, input: ManualInput): Promise<Redirect | null> {
  try {
    return await transaction(db, async (tx) => {
      await bumpVersion(tx);
      await refuseTakenAddress(tx, input);
      const to = await resolve(tx, input.to, input.id);
      if (targetKey(to) === input.fromPath) {
        throw new RedirectRefused(
          to === input.to
            ? "The new address is the old address itself"
            : `${input.to} already redirects to ${to}: this would make a loop`,
          "to",
        );
      }
      const values = { fromPath: input.fromPath, to, status: input.status, updatedAt: sql`now()` };
      const [row] = input.id
        ? await tx
            .update(redirects)
            .set(values)
            .where(and(eq(redirects.id, input.id), eq(redirects.kind, "manual")))
            .returning()
        : await tx
            .insert(redirects)
            .values({ ...values, kind: "manual" })
            .returning();
      if (row) await repoint(tx, input.fromPath, to);
      return row ?? null;
    });
  } catch (error) {
    // A concurrent write took the address between the check and the insert.
    if (pgCode(error) === "23505") {
      throw new RedirectRefused(
        `${input.fromPath} already redirects: edit that one instead`,
        "fromPath",
      );
    }
    throw error;
  }
}

/** Deletes one redirect (either kind); returns its address, or null when there was none. */
export async function deleteRedirect(db: Db, id: string): Promise<string | null> {
  return transaction(db, async (tx) => {
    await bumpVersion(tx);
    const [row] = await tx
      .delete(redirects)
      .where(eq(redirects.id, id))
      .returning({ fromPath: redirects.fromPath });
    return row?.fromPath ?? null;
  });
}
