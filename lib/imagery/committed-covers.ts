/**
 * The cover files committed under public/blog, drawn by scripts/generate-covers.ts with the cover
 * generator (./cover-art.ts), and what each honestly shows: a type-free composition, with a short
 * label that pages set in HTML over it (components/blog/cover-label.tsx). The script and the pages
 * read the same list, so a new cover gets its description where it gets its file.
 */
import { compositionDescription, type Composition } from "./cover-topic";

/** The sample posts' covers: file name → [label, category that colours it, what it draws]. */
export const postCoverTopics = {
  nextjs: ["App Router", "web-development", "device"],
  postgres: ["Postgres", "engineering", "stack"],
  mobile: ["Mobile", "mobile", "device"],
  ai: ["AI", "ai", "network"],
  design: ["Design", "design", "mosaic"],
  security: ["Security", "security", "orbit"],
  performance: ["Performance", "performance", "chart"],
  saas: ["SaaS", "saas", "stack"],
  discovery: ["Discovery", "process", "flow"],
  dashboards: ["Dashboards", "dashboards", "chart"],
  accessibility: ["Accessibility", "accessibility", "mosaic"],
  testing: ["Testing", "engineering", "flow"],
  placeholder: ["Blog", "blog", "mosaic"],
} as const satisfies Record<string, readonly [string, string, Composition]>;

const committed = new Map<string, readonly [string, Composition]>([
  ...Object.entries(postCoverTopics).map(
    ([file, [label, , composition]]) => [`/blog/${file}.svg`, [label, composition]] as const,
  ),
]);

/** A committed cover's label, the category that colours it and its composition, or null. */
export function committedCover(
  src: string | null | undefined,
): { label: string; category: string; composition: Composition } | null {
  const file = src?.match(/^\/blog\/([\w-]+)\.svg$/)?.[1];
  const topic =
    file && Object.hasOwn(postCoverTopics, file)
      ? postCoverTopics[file as keyof typeof postCoverTopics]
      : null;
  return topic ? { label: topic[0], category: topic[1], composition: topic[2] } : null;
}

/** The label a committed cover carries (set over it in HTML), or null for any other address. */
export const committedCoverLabel = (src: string | null | undefined): string | null =>
  (src && committed.get(src)?.[0]) || null;

/** The description of a committed cover, or null for any other address (nothing known of it). */
export function committedCoverAlt(src: string | null | undefined): string | null {
  const cover = src ? committed.get(src) : undefined;
  if (!cover) return null;
  const [label, composition] = cover;
  return `Abstract cover art for “${label}”: ${compositionDescription[composition]}, on a colour gradient`;
}

/**
 * A cover's alt text when none is stored with it: a committed cover's description, else ""
 * (decorative). Nothing is known of any other address, and the cover sits under the title, which
 * as alt text would only be read twice.
 */
export const coverFallbackAlt = (src: string | null | undefined) => committedCoverAlt(src) ?? "";
