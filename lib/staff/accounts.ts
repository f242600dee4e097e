import "server-only";

import { and, asc, eq, sql } from "drizzle-orm";

import type { AuditAction } from "@/lib/audit/actions";
import { recordAudit, type AuditActor } from "@/lib/audit/record";
import type { StaffRole } from "@/lib/auth/permissions";
import { forgetStaffMember } from "@/lib/auth/staff-members";
import { endStaffSessions } from "@/lib/auth/staff-sessions";
import { staffMembers as m } from "@/lib/db/staff-schema";
import { transaction } from "@/lib/db/transaction";
import type { Db } from "@/lib/db/types";
import { StaffRefused } from "./refused";

export type StaffAccount = {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  status: "invited" | "active" | "disabled";
  twoFactor: boolean;
  lastSignInAt: Date | null;
  bootstrap: boolean;
};

/** Every account, owners first, then by name: the /admin/staff table. */
export async function listStaff(db: Db): Promise<StaffAccount[]> {
  return db
    .select({
      id: m.id,
      name: m.name,
      email: m.email,
      role: m.role,
      status: m.status,
      twoFactor: sql<boolean>`${m.totpEnabledAt} is not null`,
      lastSignInAt: m.lastSignInAt,
      bootstrap: m.bootstrap,
    })
    .from(m)
    .orderBy(sql`${m.role} <> 'owner'`, asc(m.name), asc(m.email));
}

type Target = { id: string; email: string; role: StaffRole; status: string; bootstrap: boolean };

/**
 * The account to change, locked, after the active owners are locked too: two owners demoting or
 * disabling each other at once are serialised here, so the last owner's guard cannot be raced.
 */
async function lockTarget(tx: Db, id: string): Promise<{ target: Target; owners: number }> {
  const owners = await tx
    .select({ id: m.id })
    .from(m)
    .where(and(eq(m.role, "owner"), eq(m.status, "active")))
    .orderBy(asc(m.id))
    .for("update");
  const [target] = await tx
    .select({ id: m.id, email: m.email, role: m.role, status: m.status, bootstrap: m.bootstrap })
    .from(m)
    .where(eq(m.id, id))
    .for("update");
  if (!target) throw new StaffRefused("This account no longer exists.");
  return { target, owners: owners.length };
}

/** Why an account may not stop being an active owner, or null when it may. */
function ownerGuard({ target, owners }: { target: Target; owners: number }): string | null {
  if (target.bootstrap) {
    return `${target.email} is the first owner (ADMIN_EMAIL): it stays an active owner. Change ADMIN_EMAIL to hand it over.`;
  }
  if (target.role === "owner" && target.status === "active" && owners <= 1) {
    return `${target.email} is the last active owner: make someone else an owner first.`;
  }
  return null;
}

const audit = (actor: AuditActor, action: AuditAction, target: Target, details?: object) => ({
  actor,
  action,
  target: { type: "staff", id: target.id, label: target.email },
  ...(details ? { details: { ...details } } : {}),
});

export async function changeRole(
  db: Db,
  id: string,
  role: StaffRole,
  actor: NonNullable<AuditActor>,
): Promise<{ email: string; changed: boolean }> {
  const result = await transaction(db, async (tx) => {
    const locked = await lockTarget(tx, id);
    const { target } = locked;
    if (target.role === role) return { email: target.email, changed: false };
    const refused = role !== "owner" && ownerGuard(locked);
    if (refused) throw new StaffRefused(refused, "role");
    await tx
      .update(m)
      .set({ role, updatedAt: sql`now()` })
      .where(eq(m.id, id));
    await recordAudit(
      audit(actor, "staff.role-changed", target, { from: target.role, to: role }),
      tx,
    );
    return { email: target.email, changed: true };
  });
  forgetStaffMember(result.email);
  return result;
}

/**
 * Disables an account (every session of it ends at once: in the database, and this instance's
 * caches; the session check refuses a disabled account anyway) or enables it again, as active if
 * it ever had a password or signed in, else as invited.
 */
export async function setDisabled(
  db: Db,
  id: string,
  disabled: boolean,
  actor: NonNullable<AuditActor>,
): Promise<{ email: string; changed: boolean }> {
  const result = await transaction(db, async (tx) => {
    const locked = await lockTarget(tx, id);
    const { target } = locked;
    if ((target.status === "disabled") === disabled) return { email: target.email, changed: false };
    if (disabled) {
      if (target.id === actor.id) throw new StaffRefused("You cannot disable your own account.");
      const refused = ownerGuard(locked);
      if (refused) throw new StaffRefused(refused);
    }
    const status = disabled
      ? sql`'disabled'`
      : sql`case when ${m.passwordHash} is not null or ${m.lastSignInAt} is not null then 'active' else 'invited' end`;
    await tx
      .update(m)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(m.id, id));
    await recordAudit(audit(actor, disabled ? "staff.disabled" : "staff.enabled", target), tx);
    return { email: target.email, changed: true };
  });
  if (disabled) await endStaffSessions(result.email);
  forgetStaffMember(result.email);
  return result;
}
