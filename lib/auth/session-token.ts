import "server-only";

import { jwtVerify, SignJWT } from "jose";

import { env, siteUrl } from "@/lib/env";
import { sessionSecret } from "./local-account";
import type { StaffUser } from "./types";

export const SESSION_COOKIE = "agency_staff_session";
const ISSUER = "agency-site";
const AUDIENCE = "staff";

let secret: Uint8Array | undefined;
const key = () => (secret ??= sessionSecret());

export async function createSessionToken(user: StaffUser): Promise<string> {
  return new SignJWT({ email: user.email })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${env.SESSION_HOURS}h`)
    .sign(key());
}

/** The staff member a cookie names, or null for a missing, forged, tampered or expired one. */
export async function verifySessionToken(token: string | undefined): Promise<StaffUser | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, key(), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    if (typeof payload.sub !== "string" || typeof payload.email !== "string") return null;
    return { id: payload.sub, email: payload.email, provider: "local" };
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
