import "server-only";

import { jwtVerify, SignJWT } from "jose";

import { sessionSecret } from "@/lib/auth/local-account";
import { absoluteUrl } from "@/lib/seo/url";

type Purpose = "newsletter-confirm" | "newsletter-unsubscribe";

/** Signed links in newsletter mails: confirm links expire after 7 days, unsubscribe links never. */
export async function newsletterToken(
  subscriberId: string,
  purpose: Purpose,
  // A fixed issue time makes the token the same each time (a newsletter batch sent again).
  issuedAt?: Date,
): Promise<string> {
  const jwt = new SignJWT({})
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(subscriberId)
    .setAudience(purpose)
    .setIssuedAt(issuedAt);
  if (purpose === "newsletter-confirm") jwt.setExpirationTime("7d");
  return jwt.sign(sessionSecret());
}

/** The subscriber id a token names, or null when it is forged, expired or for another purpose. */
export async function readNewsletterToken(
  token: unknown,
  purpose: Purpose,
): Promise<string | null> {
  if (typeof token !== "string" || token.length > 2000) return null;
  try {
    const { payload } = await jwtVerify(token, sessionSecret(), {
      algorithms: ["HS256"],
      audience: purpose,
    });
    return typeof payload.sub === "string" ? payload.sub : null;
  } catch {
    return null;
  }
}

export const confirmUrl = (token: string) =>
  absoluteUrl(`/newsletter/confirm?token=${encodeURIComponent(token)}`);
export const unsubscribeUrl = (token: string) =>
  absoluteUrl(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
