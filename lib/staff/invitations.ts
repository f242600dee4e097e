import "server-only";

import { eq } from "drizzle-orm";

import { recordAudit, type AuditActor } from "@/lib/audit/record";
import { supabaseEnabled } from "@/lib/auth/supabase-client";
import { staffMembers as m } from "@/lib/db/staff-schema";
import { transaction } from "@/lib/db/transaction";
import type { Db } from "@/lib/db/types";
import { siteUrl } from "@/lib/env";
import { enqueueMails } from "@/lib/leads/outbox";
import { staffInvitation, staffInvitationSupabase } from "@/lib/mail/staff-templates";
import type { StaffRole } from "@/lib/auth/permissions";
import { issueLink, linkUrl } from "./links";
import { StaffRefused } from "./refused";

type Inviter = NonNullable<AuditActor> & { name: string };
type Invitee = { id: string; email: string; name: string; role: StaffRole };

/**
 * The invitation mail, queued in `tx` with its link. Local sign-in: a single-use link to choose a
 * password. Supabase sign-in: the password is Supabase's, so the mail points at the sign-in, where
 * the Supabase user of this e-mail becomes this account (lib/auth/supabase-staff.ts).
 */
async function queueInvitation(tx: Db, invitee: Invitee, inviter: Inviter, now: Date) {
  const content = {
    name: invitee.name,
    role: invitee.role,
    invitedBy: inviter.name || inviter.email,
  };
  const mail = supabaseEnabled
    ? staffInvitationSupabase({ ...content, url: `${siteUrl}/admin/login` })
    : staffInvitation({
        ...content,
        url: linkUrl(
          "invite",
          await issueLink(
            tx,
            { staffId: invitee.id, purpose: "invite", createdBy: inviter.id },
            now,
          ),
        ),
      });
  return enqueueMails(tx, [{ ...mail, kind: "staff-invitation", to: invitee.email }]);
}

/**
 * A new account, status "invited", with its invitation mail and the audit row, all in one
 * transaction. Returns the queued mail ids (the caller delivers them after the response).
 */
export async function inviteStaff(
  db: Db,
  input: { name: string; email: string; role: StaffRole },
  inviter: Inviter,
  now: Date = new Date(),
): Promise<{ id: string; mailIds: string[] }> {
  const email = input.email.trim().toLowerCase();
  return transaction(db, async (tx) => {
    const [row] = await tx
      .insert(m)
      .values({ email, name: input.name.trim(), role: input.role, status: "invited" })
      .onConflictDoNothing()
      .returning({ id: m.id, email: m.email, name: m.name, role: m.role });
    if (!row) throw new StaffRefused("An account with this e-mail already exists.", "email");
    const mailIds = await queueInvitation(tx, row, inviter, now);
    await recordAudit(
      {
        actor: { id: inviter.id, email: inviter.email },
        action: "staff.invited",
        target: { type: "staff", id: row.id, label: row.email },
        details: { role: row.role },
      },
      tx,
    );
    return { id: row.id, mailIds };
  });
}

/** A new invitation mail for an account still invited; its older links stop working. */
export async function resendInvitation(
  db: Db,
  id: string,
  inviter: Inviter,
  now: Date = new Date(),
): Promise<{ email: string; mailIds: string[] }> {
  return transaction(db, async (tx) => {
    const [row] = await tx
      .select({ id: m.id, email: m.email, name: m.name, role: m.role, status: m.status })
      .from(m)
      .where(eq(m.id, id))
      .for("update");
    if (!row) throw new StaffRefused("This account no longer exists.");
    if (row.status !== "invited") {
      throw new StaffRefused(`${row.email} has already accepted; there is nothing to resend.`);
    }
    const mailIds = await queueInvitation(tx, row, inviter, now);
    await recordAudit(
      {
        actor: { id: inviter.id, email: inviter.email },
        action: "staff.invitation-resent",
        target: { type: "staff", id: row.id, label: row.email },
      },
      tx,
    );
    return { email: row.email, mailIds };
  });
}
