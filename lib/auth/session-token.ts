import "server-only";

import { createHmac } from "node:crypto";

import { jwtVerify, SignJWT } from "jose";

import { env, siteUrl } from "@/lib/env";
import { sessionSecret } from "./local-account";
import type { StaffUser } from "./types";

export const SESSION_COOKIE = "agency_staff_session";
const ISSUER = "agency-site";
const AUDIENCE = "staff";

let secret: Uint8Array | undefined;
const key = () => (secret ??= sessionSecret());

/** What a session cookie says: who, which stored session (`sid`), and under which password. */
export type SessionClaims = { user: StaffUser; sid: string; credential: string };

/**
 * A short keyed fingerprint of the account's password hash. A session carries the one it was
 * opened under, so a new password ends every older session; keyed with the session secret, so the
 * cookie's readable payload gives nothing to guess the password against.
 */
export const credentialOf = (passwordHash: string) =>
  createHmac("sha256", key())
    .update(`staff-password:${passwordHash}`)
    .digest("base64url")
    .slice(0, 22);

export async function createSessionToken({
  user,
  sid,
  credential,
}: SessionClaims): Promise<string> {
  return new SignJWT({ email: user.email, sid, pwd: credential })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${env.SESSION_HOURS}h`)
    .sign(key());
}

/**
 * What a cookie claims, or null for a missing, forged, tampered or expired one. Signature and
 * expiry only: whether the session is still open is local-backend.ts's question.
 */
export async function readSessionToken(token: string | undefined): Promise<SessionClaims | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, key(), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    const { sub, email, sid, pwd } = payload;
    if (typeof sub !== "string" || typeof email !== "string") return null;
    if (typeof sid !== "string" || typeof pwd !== "string") return null;
    return { user: { id: sub, email, provider: "local" }, sid, credential: pwd };
  } catch {
    return null;
  }
}

/**
 * HttpOnly (no script can read it), SameSite=Lax (not sent on cross-site POSTs), Secure wherever
 * the site is served over HTTPS, i.e. in production; plain-HTTP localhost would drop a Secure cookie.
 */
export const sessionCookieOptions = () => ({
  httpOnly: true,
  sameSite: "lax" as const,
  secure: siteUrl.startsWith("https://"),
  path: "/",
  maxAge: env.SESSION_HOURS * 3600,
});
