import "server-only";

import { readLink, signLink } from "@/lib/auth/signed-link";
import { getDb } from "@/lib/db/client";
import type { Db } from "@/lib/db/types";
import { isUuid } from "@/lib/uuid";
import { contentTypes } from "./content-types.mjs";
import { findSnapshot, insertSnapshot, type PreviewTypeId } from "./preview-store";

/**
 * Preview links for every content type with `preview: true` (content-types.mjs): staff send a
 * form's unsaved values, get a link, and the page behind it shows the item as a save would
 * publish it. The link is a token on lib/auth/signed-link.ts with the audience `<type>-preview`
 * (a post's link never opens a case study, nor a session a preview), naming the item (or "new")
 * and a snapshot row in the type's previews table (preview-store.ts). Both expire after
 * PREVIEW_SECONDS; a later preview sweeps expired rows, deleting the item deletes its rows.
 *
 * A type declares its preview once (lib/work/preview.ts is an example):
 *
 *   export const jobPreview = definePreview({
 *     type: "job",
 *     find: findJobById,                          // (db, id) => the saved item, or null
 *     show: (saved, values, createdAt) => Job,    // saved: null for a never-saved item
 *   });
 *   await jobPreview.create(id | null, values)    // staff action → "/admin/preview/job/<token>"
 *   await jobPreview.load(token, now?)            // page → { item } | { error: "invalid" | "gone" }
 *
 * Sanitize in `create`'s caller or in `show`, as the public page would. The page lives at
 * previewPath(type) + "[token]", behind requireStaff(); the proxy answers a bad token there 404
 * (lib/proxy/preview-link.ts reads any type's token with readPreviewClaims).
 */

/** How long a preview link works. Short: it is shared in chat, and a snapshot goes stale. */
export const PREVIEW_SECONDS = 30 * 60;

/** What a link names: the item (null: not saved yet) and the unsaved values shown over it. */
export type PreviewClaims = { itemId: string | null; snapshotId: string };

/** The preview page's address before the token. Posts came first and kept the bare one. */
export const previewPath = (type: PreviewTypeId) =>
  type === "post" ? "/admin/preview/" : `/admin/preview/${type}/`;

const audience = (type: PreviewTypeId) => `${type}-preview`;

export async function signPreviewClaims(
  type: PreviewTypeId,
  { itemId, snapshotId }: PreviewClaims,
  now: Date = new Date(),
): Promise<string> {
  return signLink(
    {
      audience: audience(type),
      subject: itemId ?? "new",
      claims: { snap: snapshotId },
      seconds: PREVIEW_SECONDS,
    },
    now,
  );
}

/** The claims of a valid, unexpired link, or null for a forged, tampered, expired or odd one. */
export async function readPreviewClaims(
  type: PreviewTypeId,
  token: unknown,
  now: Date = new Date(),
): Promise<PreviewClaims | null> {
  const payload = await readLink(audience(type), token, now);
  if (!payload || !isUuid(payload.snap)) return null;
  const { sub, snap } = payload;
  if (sub === "new") return { itemId: null, snapshotId: snap };
  return isUuid(sub) ? { itemId: sub, snapshotId: snap } : null;
}

export type PreviewResult<Item> = { item: Item } | { error: "invalid" | "gone" };

export function definePreview<Values extends object, Item>({
  type,
  find,
  show,
}: {
  type: PreviewTypeId;
  find: (db: Db, id: string) => Promise<Item | null>;
  show: (saved: Item | null, values: Values, createdAt: Date) => Item;
}) {
  if (!contentTypes[type].preview) throw new Error(`${type} has no preview (content-types.mjs)`);
  return {
    /** Stores the values and returns the preview page's path. */
    async create(itemId: string | null, values: Values, now: Date = new Date()): Promise<string> {
      const expiresAt = new Date(now.getTime() + PREVIEW_SECONDS * 1000);
      const snapshotId = await insertSnapshot(await getDb(), type, { itemId, values, expiresAt });
      return `${previewPath(type)}${await signPreviewClaims(type, { itemId, snapshotId }, now)}`;
    },

    /** The item as the link's snapshot would publish it, or why not. */
    async load(token: string, now: Date = new Date()): Promise<PreviewResult<Item>> {
      const claims = await readPreviewClaims(type, token, now);
      if (!claims) return { error: "invalid" };
      const db = await getDb();
      const [snapshot, saved] = await Promise.all([
        findSnapshot(db, type, { ...claims, now }),
        claims.itemId ? find(db, claims.itemId) : null,
      ]);
      if (!snapshot || (claims.itemId && !saved)) return { error: "gone" };
      return { item: show(saved, snapshot.values as Values, snapshot.createdAt) };
    },
  };
}
