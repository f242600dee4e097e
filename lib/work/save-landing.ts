import { slugParam, firstParam, type RawSearchParams, type SavedNotice } from "@/lib/saved-notice";

const LIST = "/admin/work";
const MESSAGES = { created: "Case study created.", saved: "Case study saved." } as const;

/** Where a plain post's save lands (no JavaScript: no toast): the staff list, with its notice. */
export function workSavedPath(saved: { created: boolean; slug?: string; published?: boolean }) {
  const query = new URLSearchParams({ saved: saved.created ? "created" : "saved" });
  if (saved.published && saved.slug) query.set("study", saved.slug);
  return `${LIST}?${query}`;
}

/** The list page's notice, from the query workSavedPath wrote (fixed words only). */
export function workSavedNotice(raw: RawSearchParams): SavedNotice | null {
  const kind = firstParam(raw, "saved");
  if (kind !== "created" && kind !== "saved") return null;
  const slug = slugParam(raw, "study");
  const message = MESSAGES[kind];
  return slug ? { message, href: `/work/${slug}`, linkText: "View the case study" } : { message };
}
