import "server-only";

import { cacheLife, cacheTag } from "next/cache";

import { cacheTags } from "@/lib/cache/tags";
import { getDb } from "@/lib/db/client";
import { getMediaImage } from "@/lib/media/queries";
import { recentMedia } from "@/lib/media/repository";
import { slugify } from "@/lib/publishing/slug";
import { findMemberById, listAllMembers, listPublishedMembers } from "./repository";

/**
 * The published team for /about-us (a page served from the page cache: everything it shows comes
 * from "use cache" reads). Tagged with the team's list tag, which every team write expires;
 * "hours" is a safety net for writes made outside the app. Takes no arguments, so there is
 * nothing for a caller by reference id to pass in.
 */
export async function getPublishedTeam() {
  "use cache";
  cacheTag(cacheTags.list("team"));
  cacheLife("hours");
  const rows = await listPublishedMembers(await getDb());
  const anchors = new Set<string>();
  return Promise.all(
    rows.map(async (row) => {
      // The card's id is the anchor a post's byline links to (/about-us#aarav-mehta): the
      // name's slug, numbered when two members share a name.
      const base = slugify(row.name);
      let anchor = base;
      for (let n = 2; anchors.has(anchor); n++) anchor = `${base}-${n}`;
      anchors.add(anchor);
      const portrait = row.portraitMediaId
        ? await getMediaImage(row.portraitMediaId).catch(() => null)
        : null;
      return { id: row.id, anchor, name: row.name, role: row.role, bio: row.bio, portrait };
    }),
  );
}

export type PublicTeamMember = Awaited<ReturnType<typeof getPublishedTeam>>[number];

/** The staff pages' reads: uncached, drafts included. */
export async function listTeamForStaff() {
  const rows = await listAllMembers(await getDb());
  // Each with the photo the public card shows (null: the drawn portrait), framed the same here.
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      portrait: row.portraitMediaId
        ? await getMediaImage(row.portraitMediaId).catch(() => null)
        : null,
    })),
  );
}
export type StaffTeamMember = Awaited<ReturnType<typeof listTeamForStaff>>[number];
export const findMemberForEdit = async (id: string) => findMemberById(await getDb(), id);

/** The uploads a portrait may be chosen from (newest first), as the form's choices. */
export async function portraitChoices() {
  const rows = await recentMedia(await getDb());
  return rows.map((row) => ({
    id: row.id,
    label: row.altText ? `${row.originalName} (${row.altText})` : row.originalName,
  }));
}
