import { BRAND_NAME } from "@/content/site";
import { charCount, lengthBand, SEO_LIMITS, type LengthBand } from "@/lib/seo/seo-limits";

const WORDS: Record<LengthBand, string> = {
  empty: "missing",
  short: "too short",
  good: "good",
  long: "too long",
};

export type BandReading = { band: LengthBand; text: string };

/** The page's <title> as the root layout's template makes it, judged as the SEO analyser does. */
export function titleBand(seoTitle: string, title: string): BandReading {
  const shown = seoTitle.trim() || title.trim();
  const length = shown ? charCount(`${shown} | ${BRAND_NAME}`) : 0;
  return reading(length, SEO_LIMITS.title, `with “ | ${BRAND_NAME}”`);
}

/** The meta description the post will carry: the SEO one, else the summary. */
export function descriptionBand(seoDescription: string, summary: string): BandReading {
  const length = charCount(seoDescription.trim() || summary.trim());
  return reading(length, SEO_LIMITS.description, seoDescription.trim() ? "" : "from the summary");
}

function reading(
  length: number,
  limits: { readonly min: number; readonly max: number },
  note: string,
): BandReading {
  const band = lengthBand(length, limits);
  const extra = note ? ` ${note}` : "";
  return {
    band,
    text: `${length} characters${extra}: ${WORDS[band]} (aim for ${limits.min}–${limits.max}).`,
  };
}
