import "server-only";

import { cookies } from "next/headers";

import { localAccount } from "./local-account";
import { verifyPassword } from "./password";
import {
  createSessionToken,
  SESSION_COOKIE,
  sessionCookieOptions,
  verifySessionToken,
} from "./session-token";
import type { AuthBackend } from "./types";

// A wrong e-mail still pays for one scrypt run, so response time does not reveal which was wrong.
const DECOY_HASH =
  "scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

/** The staff member a session cookie names, if it is valid and names the configured account. */
export async function localStaffFromToken(token: string | undefined) {
  const user = await verifySessionToken(token);
  // Only the configured account is staff: a token for an e-mail that has since changed is not.
  return user && user.email === (await localAccount()).email ? user : null;
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
    (await cookies()).set(SESSION_COOKIE, await createSessionToken(user), sessionCookieOptions());
    return { ok: true, user };
  },
  async currentStaff() {
    return localStaffFromToken((await cookies()).get(SESSION_COOKIE)?.value);
  },
  async signOut() {
    (await cookies()).delete(SESSION_COOKIE);
  },
};
