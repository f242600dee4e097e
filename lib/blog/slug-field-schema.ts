import * as z from "@/lib/zod";

/** What slugify() (lib/blog/slug.ts) makes, and the blogs table's check accepts. */
const SLUG = /^[a-z0-9_]+(-[a-z0-9_]+)*$/;
/** Pages of their own under /blogs (lib/blog/slug.ts RESERVED). */
const RESERVED = new Set(["page", "search"]);

/**
 * The edit form's optional new slug (REDIRECTS): empty keeps the post's address; a new one moves
 * it, and the old address then redirects there (lib/redirects/slug-redirects.ts).
 */
export const slugField = z
  .string()
  .trim()
  .max(80, "The address must be at most 80 characters")
  .refine(
    (s) => s === "" || SLUG.test(s),
    "Use lower-case letters, digits and single hyphens (like my-post-title)",
  )
  .refine((s) => !RESERVED.has(s), "This address is taken by a page of the blog")
  .optional()
  .default("");
