import "server-only";

import { env } from "@/lib/env";
import { requestProtocol } from "@/lib/request-ip";

/** The local session cookie's name over plain HTTP (localhost, a LAN preview). */
export const SESSION_COOKIE = "agency_staff_session";
/**
 * Its name over HTTPS. Browsers accept a `__Host-` cookie only with Secure, Path=/ and no Domain,
 * so neither a subdomain nor a plain-HTTP page on the same host can plant or overwrite it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

export type SessionCookie = {
  name: string;
  /** The name of the other protocol: ignored when reading, cleared at sign-in and sign-out. */
  other: string;
  options: {
    httpOnly: true;
    sameSite: "lax";
    secure: boolean;
    path: "/";
    maxAge: number;
  };
};

/**
 * The session cookie as this request should carry it, decided by the protocol the visitor used
 * (lib/request-ip.ts: the socket's, or a trusted proxy's X-Forwarded-Proto), not by the site URL
 * the build was given: Secure and `__Host-` over HTTPS, neither over plain HTTP (where a browser
 * would drop a Secure cookie). HttpOnly (no script reads it), SameSite=Lax (not sent on cross-site
 * posts), host-only (no Domain).
 */
export function sessionCookie(headers: Headers): SessionCookie {
  const secure = requestProtocol(headers) === "https";
  return {
    name: secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE,
    other: secure ? SESSION_COOKIE : SECURE_SESSION_COOKIE,
    options: {
      httpOnly: true,
      sameSite: "lax",
      secure,
      path: "/",
      maxAge: env.SESSION_HOURS * 3600,
    },
  };
}
