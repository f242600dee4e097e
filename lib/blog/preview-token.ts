import "server-only";

import { readLink, signLink } from "@/lib/auth/signed-link";
import { isUuid } from "@/lib/uuid";

/** How long a preview link works. Short: it is shared in chat, and a snapshot goes stale. */
export const PREVIEW_SECONDS = 30 * 60;
// Its own audience: a preview token is never a session, nor a session a preview token.
const AUDIENCE = "post-preview";

/** What a preview link names: the post (null: not saved yet) and the unsaved edit shown over it. */
export type PreviewClaims = { postId: string | null; snapshotId: string };

export async function signPreviewToken(
  { postId, snapshotId }: PreviewClaims,
  now: Date = new Date(),
): Promise<string> {
  return signLink(
    {
      audience: AUDIENCE,
      subject: postId ?? "new",
      claims: { snap: snapshotId },
      seconds: PREVIEW_SECONDS,
    },
    now,
  );
}

/** The claims of a valid, unexpired link, or null for a forged, tampered, expired or odd one. */
export async function readPreviewToken(
  token: string,
  now: Date = new Date(),
): Promise<PreviewClaims | null> {
  const payload = await readLink(AUDIENCE, token, now);
  if (!payload) return null;
  const { sub, snap } = payload;
  if (!isUuid(snap)) return null;
  if (sub === "new") return { postId: null, snapshotId: snap };
  return isUuid(sub) ? { postId: sub, snapshotId: snap } : null;
}
