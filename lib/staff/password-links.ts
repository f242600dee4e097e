import "server-only";

import { and, eq, sql } from "drizzle-orm";

import { recordAudit } from "@/lib/audit/record";
import { hashPassword } from "@/lib/auth/password";
import { forgetStaffMember } from "@/lib/auth/staff-members";
import { endStaffSessions } from "@/lib/auth/staff-sessions";
import { staffMembers as m } from "@/lib/db/staff-schema";
import { transaction } from "@/lib/db/transaction";
import type { Db } from "@/lib/db/types";
import { env } from "@/lib/env";
import { enqueueMails } from "@/lib/leads/outbox";
import { passwordReset } from "@/lib/mail/staff-templates";
import { issueLink, LINK_MESSAGES, linkUrl, readLink, spendLink, type LinkPurpose } from "./links";
import { checkPassword } from "./password-policy";

export type PasswordOutcome =
  | { ok: true; email: string }
  /** `field`: the password itself was refused (the form shows it there); else the link was. */
  | { ok: false; message: string; field?: "password" };

/**
 * Sets the password a link allows: the link is read, the password judged, then the link spent,
 * the password stored and the version moved on in one transaction (a second use of the same link,
 * even at the same moment, finds it spent). An invitation activates the account; a reset ends
 * every session opened under the old password.
 */
async function setPasswordByLink(
  db: Db,
  purpose: LinkPurpose,
  token: string,
  password: string,
  now: Date,
): Promise<PasswordOutcome> {
  const opened = await readLink(db, purpose, token, now);
  if (opened.state !== "valid" || !opened.link) {
    return {
      ok: false,
      message: LINK_MESSAGES[opened.state === "valid" ? "unknown" : opened.state],
    };
  }
  const { link } = opened;
  const verdict = await checkPassword(password, [link.email, link.name]);
  if (!verdict.ok) return { ok: false, message: verdict.message, field: "password" };
  const passwordHash = await hashPassword(password);
  const done = await transaction(db, async (tx) => {
    if (!(await spendLink(tx, link.id, now))) return false;
    const rows = await tx
      .update(m)
      .set({
        passwordHash,
        passwordVersion: sql`${m.passwordVersion} + 1`,
        status: "active",
        updatedAt: sql`now()`,
      })
      .where(and(eq(m.id, link.staffId), eq(m.status, purpose === "invite" ? "invited" : "active")))
      .returning({ id: m.id });
    if (rows.length !== 1) throw new Error("staff account changed under its link");
    const actor = { id: link.staffId, email: link.email };
    const action = purpose === "invite" ? "staff.invitation-accepted" : "password.reset";
    await recordAudit(
      { actor, action, target: { type: "staff", id: link.staffId, label: link.email } },
      tx,
    );
    return true;
  });
  if (!done) return { ok: false, message: LINK_MESSAGES.used };
  if (purpose === "reset") await endStaffSessions(link.email);
  forgetStaffMember(link.email);
  return { ok: true, email: link.email };
}

export const acceptInvitation = (db: Db, token: string, password: string, now = new Date()) =>
  setPasswordByLink(db, "invite", token, password, now);

export const resetPassword = (db: Db, token: string, password: string, now = new Date()) =>
  setPasswordByLink(db, "reset", token, password, now);

const configuredBootstrap = () => Boolean(env.ADMIN_PASSWORD || env.ADMIN_PASSWORD_HASH);

/**
 * "Forgot your password?": a reset link for an active account that signs in with a password here,
 * nothing for any other address. The caller answers the same either way (FORGOT_ANSWER) and
 * throttles; this returns the queued mail ids, empty when no mail was due.
 */
export async function requestPasswordReset(
  db: Db,
  email: string,
  ip: string | null,
  now: Date = new Date(),
): Promise<string[]> {
  const key = email.trim().toLowerCase();
  return transaction(db, async (tx) => {
    const [row] = await tx
      .select({ id: m.id, email: m.email })
      .from(m)
      .where(
        and(
          eq(m.email, key),
          eq(m.status, "active"),
          sql`${m.passwordHash} is not null`,
          // A configured ADMIN_PASSWORD would overwrite a reset at the next start: it is reset there.
          configuredBootstrap() ? eq(m.bootstrap, false) : undefined,
        ),
      );
    if (!row) return [];
    const token = await issueLink(tx, { staffId: row.id, purpose: "reset", createdBy: null }, now);
    const mail = passwordReset(linkUrl("reset", token));
    const ids = await enqueueMails(tx, [{ ...mail, kind: "staff-password-reset", to: row.email }]);
    await recordAudit(
      {
        actor: null,
        action: "password.reset-requested",
        target: { type: "staff", id: row.id, label: row.email },
        ip,
      },
      tx,
    );
    return ids;
  });
}
