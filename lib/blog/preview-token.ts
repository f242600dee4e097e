import "server-only";

import { jwtVerify, SignJWT } from "jose";

import { sessionSecret } from "@/lib/auth/local-account";
import { isUuid } from "@/lib/uuid";

/** How long a preview link works. Short: it is shared in chat, and a snapshot goes stale. */
export const PREVIEW_SECONDS = 30 * 60;
const ISSUER = "agency-site";
// Its own audience: a preview token is never a session, nor a session a preview token.
const AUDIENCE = "post-preview";

/** What a preview link names: the post (null: not saved yet) and the unsaved edit shown over it. */
export type PreviewClaims = { postId: string | null; snapshotId: string };

let secret: Uint8Array | undefined;
const key = () => (secret ??= sessionSecret());

export async function signPreviewToken(
  { postId, snapshotId }: PreviewClaims,
  now: Date = new Date(),
): Promise<string> {
  const issued = Math.floor(now.getTime() / 1000);
  return new SignJWT({ snap: snapshotId })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(postId ?? "new")
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issued)
    .setExpirationTime(issued + PREVIEW_SECONDS)
    .sign(key());
}

/** The claims of a valid, unexpired link, or null for a forged, tampered, expired or odd one. */
export async function readPreviewToken(
  token: string,
  now: Date = new Date(),
): Promise<PreviewClaims | null> {
  if (typeof token !== "string" || token.length > 2000) return null;
  try {
    const { payload } = await jwtVerify(token, key(), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
    });
    const { sub, snap } = payload;
    if (!isUuid(snap)) return null;
    if (sub === "new") return { postId: null, snapshotId: snap };
    return isUuid(sub) ? { postId: sub, snapshotId: snap } : null;
  } catch {
    return null;
  }
}
