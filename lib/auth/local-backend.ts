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
import type { AuthBackend } from "./types";

// A wrong e-mail still pays for one scrypt run, so response time does not reveal which was wrong.
const DECOY_HASH =
  "scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

/**
 * The staff member a session cookie names, if it is valid, names the configured account, was
 * opened under the current password and its current version (a password changed back is a new
 * version) and has not been ended (one indexed lookup, briefly cached).
 * The proxy's gate and requireStaff() both ask here.
 */
export async function localStaffFromToken(token: string | undefined) {
  const claims = await readSessionToken(token);
  if (!claims) return null;
  const account = await localAccount();
  // A token for an e-mail that has since changed, or from before a password change, is not staff.
  if (claims.user.email !== account.email) return null;
  if (claims.credential !== credentialOf(account.passwordHash)) return null;
  if (claims.version !== account.version) return null;
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
      version: account.version,
    });
    const cookie = sessionCookie(await headers());
    const jar = await cookies();
    jar.set(cookie.name, token, cookie.options);
    if (jar.has(cookie.other)) expire(jar, cookie.other);
    return { ok: true, user };
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
    await endStaffSessions((await localAccount()).email);
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
