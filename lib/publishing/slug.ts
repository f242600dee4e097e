import { transliterate } from "transliteration";

/**
 * Spec §5: lower-case; drop characters other than word characters, whitespace and hyphens;
 * whitespace runs become one hyphen; repeated hyphens collapse; trimmed. We also trim hyphens at
 * the ends and fall back to "post" so a title like "!!!" still gets a valid slug.
 *
 * Letters outside ASCII are first transliterated (transliteration's tables: "Ünïcode" → "Unicode",
 * "Новости" → "Novosti", "Ελλάδα" → "Ellada", "Tiếng Việt" → "Tieng Viet", "中文" → "Zhong Wen"),
 * so such titles get readable slugs instead of losing their letters. ASCII passes through
 * unchanged, so titles that are ASCII keep the slugs they always had.
 */
export function slugify(title: string): string {
  const slug = transliterate(title)
    .toLowerCase()
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 80)
    .replace(/-$/, "");
  return slug || "post";
}

/** Paths under /blogs that are pages of their own (app/(site)/blogs): never a post's slug. */
const RESERVED = new Set(["page", "search"]);

/** The first of `base`, `base-2`, `base-3`… neither in `taken` nor reserved. */
export function nextFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base) && !RESERVED.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
