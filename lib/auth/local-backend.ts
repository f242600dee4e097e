import "server-only";

import { cookies } from "next/headers";

import { localAccount } from "./local-account";
import { verifyPassword } from "./password";
import {
  createSessionToken,
  credentialOf,
  readSessionToken,
  SESSION_COOKIE,
  sessionCookieOptions,
} from "./session-token";
import {
  endStaffSession,
  endStaffSessions,
  openStaffSession,
  staffSessionOpen,
} from "./staff-sessions";
import type { AuthBackend } from "./types";

// A wrong e-mail still pays for one scrypt run, so response time does not reveal which was wrong.
const DECOY_HASH =
  "scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

/**
 * The staff member a session cookie names, if it is valid, names the configured account, was
 * opened under the current password and has not been ended (one indexed lookup, briefly cached).
 * The proxy's gate and requireStaff() both ask here.
 */
export async function localStaffFromToken(token: string | undefined) {
  const claims = await readSessionToken(token);
  if (!claims) return null;
  const account = await localAccount();
  // A token for an e-mail that has since changed, or from before a password change, is not staff.
  if (claims.user.email !== account.email) return null;
  if (claims.credential !== credentialOf(account.passwordHash)) return null;
  return (await staffSessionOpen(claims.sid, account.email)) ? claims.user : null;
}

export const localBackend: AuthBackend = {
  async signIn(email, password) {
    const account = await localAccount();
    const emailMatches = email.trim().toLowerCase() === account.email;
    const passwordMatches = await verifyPassword(
      password,
      emailMatches ? account.passwordHash : DECOY_HASH,
    );
    if (!emailMatches || !passwordMatches) return { ok: false, reason: "invalid" };
    const user = { id: "local-admin", email: account.email, provider: "local" as const };
    const token = await createSessionToken({
      user,
      sid: await openStaffSession(account.email),
      credential: credentialOf(account.passwordHash),
    });
    (await cookies()).set(SESSION_COOKIE, token, sessionCookieOptions());
    return { ok: true, user };
  },
  async currentStaff() {
    return localStaffFromToken((await cookies()).get(SESSION_COOKIE)?.value);
  },
  async signOut() {
    const jar = await cookies();
    // Ended in the database, so a copy of this cookie (another tab, a thief) dies with it.
    const claims = await readSessionToken(jar.get(SESSION_COOKIE)?.value);
    if (claims) await endStaffSession(claims.sid);
    jar.delete(SESSION_COOKIE);
  },
  async signOutEverywhere() {
    await endStaffSessions((await localAccount()).email);
    (await cookies()).delete(SESSION_COOKIE);
  },
};
