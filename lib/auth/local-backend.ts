import "server-only";

import { cookies, headers } from "next/headers";

import { localAccount } from "./local-account";
import { verifyPassword } from "./password";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE, sessionCookie } from "./session-cookie";
import { createSessionToken, credentialOf, readSessionToken } from "./session-token";
import {
  endStaffSession,
  endStaffSessions,
  openStaffSession,
  staffSessionOpen,
} from "./staff-sessions";
import { markSignedIn, staffMemberByEmail, type StaffMember } from "./staff-members";
import { issueTicket } from "./two-factor-ticket";
import type { AuthBackend, StaffUser } from "./types";

// A wrong e-mail still pays for one scrypt run, so response time does not reveal which was wrong.
const DECOY_HASH =
  "scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

/** The signed-in user an active account is. */
export const staffUserOf = (member: StaffMember, provider: StaffUser["provider"]): StaffUser => ({
  id: member.id,
  email: member.email,
  name: member.name,
  role: member.role,
  provider,
});

/**
 * The staff member a session cookie names, if it is valid, names an active account, was opened
 * under that account's current password and its current version (a password changed back is a new
 * version) and has not been ended (one indexed lookup each, briefly cached).
 * The proxy's gate and requireStaff() both ask here.
 */
export async function localStaffFromToken(token: string | undefined): Promise<StaffUser | null> {
  const claims = await readSessionToken(token);
  if (!claims) return null;
  await localAccount(); // the bootstrap owner exists before anyone's session is judged
  const member = await staffMemberByEmail(claims.user.email);
  if (!member || member.status !== "active" || !member.passwordHash) return null;
  // A token from before a password change, or for an account since disabled, is not staff.
  if (claims.credential !== credentialOf(member.passwordHash)) return null;
  if (claims.version !== member.passwordVersion) return null;
  return (await staffSessionOpen(claims.sid, member.email)) ? staffUserOf(member, "local") : null;
}

/**
 * Opens a session for an account whose credentials were checked (the password, and the second
 * factor when it has one): stored, then named by this browser's session cookie.
 */
export async function openLocalSession(member: StaffMember): Promise<StaffUser> {
  const user = staffUserOf(member, "local");
  const token = await createSessionToken({
    user,
    sid: await openStaffSession(member.email),
    credential: credentialOf(member.passwordHash!),
    version: member.passwordVersion,
  });
  await markSignedIn(member.id);
  const cookie = sessionCookie(await headers());
  const jar = await cookies();
  jar.set(cookie.name, token, cookie.options);
  if (jar.has(cookie.other)) expire(jar, cookie.other);
  return user;
}

export const localBackend: AuthBackend = {
  async signIn(email, password) {
    await localAccount();
    const member = await staffMemberByEmail(email);
    const usable = member?.status === "active" && member.passwordHash ? member : null;
    const passwordMatches = await verifyPassword(password, usable?.passwordHash ?? DECOY_HASH);
    if (!usable || !passwordMatches) return { ok: false, reason: "invalid" };
    if (usable.twoFactor) {
      await issueTicket(usable);
      return { ok: false, reason: "second-factor" };
    }
    return { ok: true, user: await openLocalSession(usable) };
  },
  async currentStaff() {
    const cookie = sessionCookie(await headers());
    return localStaffFromToken((await cookies()).get(cookie.name)?.value);
  },
  async signOut() {
    const jar = await cookies();
    // Ended in the database, so a copy of this cookie (another tab, a thief) dies with it; under
    // either name, so a cookie left from the other protocol goes too.
    for (const name of [SESSION_COOKIE, SECURE_SESSION_COOKIE]) {
      const claims = await readSessionToken(jar.get(name)?.value);
      if (claims) await endStaffSession(claims.sid);
      if (jar.has(name)) expire(jar, name);
    }
  },
  async signOutEverywhere() {
    const staff = await this.currentStaff();
    if (staff) await endStaffSessions(staff.email);
    const jar = await cookies();
    for (const name of [SESSION_COOKIE, SECURE_SESSION_COOKIE])
      if (jar.has(name)) expire(jar, name);
  },
};

type Jar = Awaited<ReturnType<typeof cookies>>;

/** Deletes a session cookie; a `__Host-` one only goes with the attributes it was set with. */
function expire(jar: Jar, name: string) {
  jar.delete({ name, path: "/", secure: name === SECURE_SESSION_COOKIE, httpOnly: true });
}
