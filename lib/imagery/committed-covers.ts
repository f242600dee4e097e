/**
 * The cover files committed under public/blog, drawn by scripts/generate-covers.ts with the cover
 * generator (./cover-art.ts), and what each honestly shows: abstract art with a short label, not
 * a diagram or a screenshot. The script and the pages read the same list, so a new cover gets its
 * description where it gets its file.
 */

/** The sample posts' covers: file name → [label drawn on it, category that colours it]. */
export const postCoverTopics = {
  nextjs: ["App Router", "web-development"],
  postgres: ["Postgres", "engineering"],
  mobile: ["Mobile", "mobile"],
  ai: ["AI", "ai"],
  design: ["Design", "design"],
  security: ["Security", "security"],
  performance: ["Performance", "performance"],
  saas: ["SaaS", "saas"],
  placeholder: ["Blog", "blog"],
} as const;

/** The sample case studies' covers: address → label drawn on it. */
export const workCoverLabels: Readonly<Record<string, string>> = {
  "/blog/work-sample-logistics.svg": "Logistics dashboard",
  "/blog/work-sample-clinic.svg": "Clinic booking app",
  "/blog/work-sample-support-ai.svg": "Support assistant",
  "/blog/work-sample-retail-saas.svg": "Retail SaaS",
};

/** What a generated cover shows, for its alt text. */
export const coverArtAlt = (label: string) =>
  `Abstract cover art: rings, a dot grid and flat shapes on a colour gradient, labelled “${label}”`;

const postCoverLabels = new Map<string, string>(
  Object.entries(postCoverTopics).map(([file, [label]]) => [`/blog/${file}.svg`, label]),
);

/** The description of a committed cover, or null for any other address (nothing known of it). */
export function committedCoverAlt(src: string | null | undefined): string | null {
  const label = src ? (postCoverLabels.get(src) ?? workCoverLabels[src]) : undefined;
  return label ? coverArtAlt(label) : null;
}

/**
 * A cover's alt text when none is stored with it: a committed cover's description, else ""
 * (decorative). Nothing is known of any other address, and the cover sits under the title, which
 * as alt text would only be read twice.
 */
export const coverFallbackAlt = (src: string | null | undefined) => committedCoverAlt(src) ?? "";
