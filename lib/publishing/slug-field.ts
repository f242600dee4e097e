import * as z from "@/lib/zod";

/** What slugify() (lib/publishing/slug.ts) makes, and every content table's slug check accepts. */
const SLUG = /^[a-z0-9_]+(-[a-z0-9_]+)*$/;

/**
 * An edit form's optional new slug: empty keeps the item's address; a new one moves it, and the
 * old address then redirects there (lib/redirects/slug-redirects.ts). `reserved` are the section's
 * own pages (lib/publishing/content-types.mjs), never an item's slug.
 */
export const slugFieldFor = (reserved: readonly string[]) =>
  z
    .string()
    .trim()
    .max(80, "The address must be at most 80 characters")
    .refine(
      (s) => s === "" || SLUG.test(s),
      "Use lower-case letters, digits and single hyphens (like my-post-title)",
    )
    .refine((s) => !reserved.includes(s), "This address is taken by a page of the section")
    .optional()
    .default("");
