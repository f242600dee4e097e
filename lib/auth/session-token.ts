import "server-only";

import { createHmac } from "node:crypto";

import { jwtVerify, SignJWT } from "jose";

import { env } from "@/lib/env";
import { sessionSecret } from "./local-account";
import type { StaffUser } from "./types";

const ISSUER = "agency-site";
const AUDIENCE = "staff";

let secret: Uint8Array | undefined;
const key = () => (secret ??= sessionSecret());

/**
 * What a session cookie says: who, which stored session (`sid`), and under which password: its
 * fingerprint and the account's password version (lib/auth/staff-account.ts) at sign-in.
 */
export type SessionClaims = {
  user: Pick<StaffUser, "id" | "email">;
  sid: string;
  credential: string;
  version: number;
};

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
  version,
}: SessionClaims): Promise<string> {
  return new SignJWT({ email: user.email, sid, pwd: credential, ver: version })
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
    const { sub, email, sid, pwd, ver } = payload;
    if (typeof sub !== "string" || typeof email !== "string") return null;
    if (typeof sid !== "string" || typeof pwd !== "string") return null;
    if (typeof ver !== "number" || !Number.isSafeInteger(ver)) return null;
    return { user: { id: sub, email }, sid, credential: pwd, version: ver };
  } catch {
    return null;
  }
}
