import "server-only";

import { and, asc, eq, inArray } from "drizzle-orm";

import { can, STAFF_ROLES } from "@/lib/auth/permissions";
import { staffMembers } from "@/lib/db/staff-schema";
import type { Db } from "@/lib/db/types";

/** Who can own a lead: an active account whose role may read leads. */
const OWNER_ROLES = STAFF_ROLES.filter((role) => can(role, "leads.read"));

export type LeadOwner = { id: string; name: string };

const eligible = and(eq(staffMembers.status, "active"), inArray(staffMembers.role, OWNER_ROLES));

/** The owner select's choices, by name. */
export async function listLeadOwners(db: Db): Promise<LeadOwner[]> {
  const rows = await db
    .select({ id: staffMembers.id, name: staffMembers.name, email: staffMembers.email })
    .from(staffMembers)
    .where(eligible)
    .orderBy(asc(staffMembers.name), asc(staffMembers.email));
  return rows.map((r) => ({ id: r.id, name: r.name || r.email }));
}

/** The account if it may own leads now, else null (disabled, invited, or a role without leads). */
export async function eligibleOwner(db: Db, id: string): Promise<LeadOwner | null> {
  const [row] = await db
    .select({ id: staffMembers.id, name: staffMembers.name, email: staffMembers.email })
    .from(staffMembers)
    .where(and(eq(staffMembers.id, id), eligible));
  return row ? { id: row.id, name: row.name || row.email } : null;
}
