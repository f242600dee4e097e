import { asc, eq, sql } from "drizzle-orm";

import { teamMembers } from "@/lib/db/content-schema";
import { transaction } from "@/lib/db/transaction";
import type { Db } from "@/lib/db/types";
import { isUuid } from "@/lib/uuid";
import type { TeamMemberWrite } from "./form-schema";

/**
 * Team members' rows. Pure functions of a handle (tests run them on either driver); public reads
 * filter on published, staff reads and writes see drafts too.
 */

export type TeamMemberRow = typeof teamMembers.$inferSelect;

const t = teamMembers;
/** Staff's sort order (lower first), then the name, then id (stable). */
const order = [asc(t.sortOrder), asc(t.name), asc(t.id)];
/** A team page, not a directory. */
const MAX_MEMBERS = 200;

export async function listPublishedMembers(db: Db): Promise<TeamMemberRow[]> {
  return db
    .select()
    .from(t)
    .where(eq(t.status, "published"))
    .orderBy(...order)
    .limit(MAX_MEMBERS);
}

export async function listAllMembers(db: Db): Promise<TeamMemberRow[]> {
  return db
    .select()
    .from(t)
    .orderBy(...order)
    .limit(MAX_MEMBERS * 5);
}

export async function findMemberById(db: Db, id: string): Promise<TeamMemberRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(t).where(eq(t.id, id));
  return row ?? null;
}

export async function insertMember(
  db: Db,
  input: TeamMemberWrite & { isSample?: boolean },
): Promise<TeamMemberRow> {
  const [row] = await db.insert(t).values(input).returning();
  return row!;
}

export async function updateMember(
  db: Db,
  id: string,
  input: TeamMemberWrite,
): Promise<(TeamMemberRow & { previousStatus: TeamMemberRow["status"] }) | null> {
  if (!isUuid(id)) return null;
  // With its status before: the audit log tells a publish from an edit.
  return transaction(db, async (tx) => {
    const [before] = await tx
      .select({ status: t.status })
      .from(t)
      .where(eq(t.id, id))
      .for("update");
    if (!before) return null;
    // isSample is not in the write: a sample stays one when edited (told apart, and deleted, in
    // the list).
    const [row] = await tx
      .update(t)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(t.id, id))
      .returning();
    return row ? { ...row, previousStatus: before.status } : null;
  });
}

export async function deleteMember(db: Db, id: string): Promise<TeamMemberRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.delete(t).where(eq(t.id, id)).returning();
  return row ?? null;
}

/**
 * Moves one member a place up or down in the staff order. Equal sort orders cannot be swapped,
 * so the whole list is renumbered 10, 20, 30… in its current order with the two exchanged (a
 * team is a few dozen rows). Returns false when the member is gone or already at that end.
 */
export async function moveMember(db: Db, id: string, direction: "up" | "down"): Promise<boolean> {
  if (!isUuid(id)) return false;
  return transaction(db, async (tx) => {
    // Locks every row: two staff moving at once are serialised, not interleaved.
    const rows = await tx
      .select({ id: t.id, sortOrder: t.sortOrder })
      .from(t)
      .orderBy(...order)
      .for("update");
    const at = rows.findIndex((r) => r.id === id);
    const to = direction === "up" ? at - 1 : at + 1;
    if (at < 0 || to < 0 || to >= rows.length) return false;
    [rows[at], rows[to]] = [rows[to]!, rows[at]!];
    for (const [index, row] of rows.entries()) {
      const sortOrder = (index + 1) * 10;
      if (row.sortOrder === sortOrder) continue;
      await tx
        .update(t)
        .set({ sortOrder, updatedAt: sql`now()` })
        .where(eq(t.id, row.id));
    }
    return true;
  });
}
