/**
 * Length bands of a page's title and meta description, in characters (inclusive): the SEO
 * dashboard's analyser (analyze-html.ts) judges pages by them and the post form shows them live
 * as staff type. One definition, so the two never disagree. No server-only import: the form's
 * client component reads it.
 */
export const SEO_LIMITS = {
  title: { min: 30, max: 60 },
  description: { min: 120, max: 160 },
  loadMs: { pass: 3000, warning: 5000 },
} as const;

export type LengthBand = "empty" | "short" | "good" | "long";

/** Characters as a reader counts them (code points, so an emoji is one). */
export const charCount = (text: string) => [...text].length;

export function lengthBand(
  length: number,
  { min, max }: { readonly min: number; readonly max: number },
): LengthBand {
  if (!length) return "empty";
  if (length < min) return "short";
  return length <= max ? "good" : "long";
}
