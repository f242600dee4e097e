import "server-only";

import { jwtVerify, SignJWT, type JWTPayload } from "jose";

import { sessionSecret } from "./local-account";

/**
 * Links that work for a while and cannot be forged (preview links of posts and case studies):
 * a JWT signed with the session secret, whose audience names what it opens, so a token made for
 * one kind of link (or a session) never opens another.
 */
const ISSUER = "agency-site";

let secret: Uint8Array | undefined;
const key = () => (secret ??= sessionSecret());

export async function signLink(
  {
    audience,
    subject,
    claims = {},
    seconds,
  }: {
    audience: string;
    subject: string;
    claims?: Record<string, string>;
    seconds: number;
  },
  now: Date = new Date(),
): Promise<string> {
  const issued = Math.floor(now.getTime() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(subject)
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt(issued)
    .setExpirationTime(issued + seconds)
    .sign(key());
}

/** The payload of a valid, unexpired link for `audience`, or null for anything else. */
export async function readLink(
  audience: string,
  token: unknown,
  now: Date = new Date(),
): Promise<JWTPayload | null> {
  if (typeof token !== "string" || token.length > 2000) return null;
  try {
    const { payload } = await jwtVerify(token, key(), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience,
      currentDate: now,
    });
    return payload;
  } catch {
    return null;
  }
}
