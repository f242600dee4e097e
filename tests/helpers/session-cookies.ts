import { base64url, SignJWT } from "jose";

import { STAFF } from "./staff-env";

const COOKIE = "agency_staff_session";
type Claims = { sid: string; pwd: string; ver: number };
const sign = (
  secret: string,
  claims: Claims,
  exp: number | string = "1h",
  email: string = STAFF.email,
  subject = "local-admin",
) =>
  new SignJWT({ email, ...claims })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(subject)
    .setIssuer("agency-site")
    .setAudience("staff")
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));

/**
 * A stored session opened for the staff account, the fingerprint of its current password and its
 * password version: the claims a cookie needs besides its signature. (The token itself is signed here, not by lib/auth,
 * whose own module is tested through the sign-in action.)
 */
async function openSession(): Promise<Claims> {
  const { localAccount } = await import("@/lib/auth/local-account");
  const { openStaffSession } = await import("@/lib/auth/staff-sessions");
  const { credentialOf } = await import("@/lib/auth/session-token");
  const account = await localAccount();
  return {
    sid: await openStaffSession(account.email),
    pwd: credentialOf(account.passwordHash),
    ver: account.version,
  };
}

/** A valid session, built the way lib/auth does. */
export async function validCookie() {
  return { [COOKIE]: await sign(STAFF.sessionSecret, await openSession()) };
}

/** An account of staff_members with a password, as a session cookie names it. */
export type SignedAccount = {
  id: string;
  email: string;
  passwordHash: string;
  passwordVersion: number;
};

/** A valid session of `account` (any role): opened in the database, signed the way lib/auth does. */
export async function cookieFor(account: SignedAccount) {
  const { openStaffSession } = await import("@/lib/auth/staff-sessions");
  const { credentialOf } = await import("@/lib/auth/session-token");
  const claims = {
    sid: await openStaffSession(account.email),
    pwd: credentialOf(account.passwordHash),
    ver: account.passwordVersion,
  };
  return { [COOKIE]: await sign(STAFF.sessionSecret, claims, "1h", account.email, account.id) };
}

/** Every way a session cookie can be wrong, each of which must read as signed out. */
export async function badCookies(): Promise<Record<string, Record<string, string>>> {
  const claims = await openSession();
  const valid = await sign(STAFF.sessionSecret, claims);
  const [header, , signature] = valid.split(".");
  const payload = base64url.encode(
    JSON.stringify({
      sub: "local-admin",
      email: STAFF.email,
      ...claims,
      iss: "agency-site",
      aud: "staff",
      exp: 4102444800,
    }),
  );
  const none = base64url.encode(JSON.stringify({ alg: "none", typ: "JWT" }));
  const ended = await openSession();
  const { endStaffSession } = await import("@/lib/auth/staff-sessions");
  await endStaffSession(ended.sid);
  return {
    "no cookie": {},
    "forged (other secret)": {
      [COOKIE]: await sign("another-secret-another-secret-another!!", claims),
    },
    "expired session": {
      [COOKIE]: await sign(STAFF.sessionSecret, claims, Math.floor(Date.now() / 1000) - 60),
    },
    "tampered payload": { [COOKIE]: `${header}.${payload}.${signature}` },
    "alg none": { [COOKIE]: `${none}.${payload}.` },
    "other account": {
      [COOKIE]: await sign(STAFF.sessionSecret, claims, "1h", "someone@agency.example"),
    },
    "signed out (session ended)": { [COOKIE]: await sign(STAFF.sessionSecret, ended) },
    "unknown session": {
      [COOKIE]: await sign(STAFF.sessionSecret, { ...claims, sid: crypto.randomUUID() }),
    },
    "issued under another password": {
      [COOKIE]: await sign(STAFF.sessionSecret, { ...claims, pwd: "AAAAAAAAAAAAAAAAAAAAAA" }),
    },
    "issued under an older password version": {
      [COOKIE]: await sign(STAFF.sessionSecret, { ...claims, ver: claims.ver - 1 }),
    },
    garbage: { [COOKIE]: "not-a-token" },
  };
}
