import { hueStyle } from "@/lib/hue-style";

// Band hues around the brand's indigo-violet family (oklch hue angles; see docs/design.md).
const HUES = [277, 245, 300, 205, 262] as const;

/** A stable small number from a string, so one post always gets the same palette. */
function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}

/**
 * The cover of a post that has no image (imported posts often have none): the brand's gradient
 * and the post's category, at the size of an image cover, so the card keeps its shape. Decorative:
 * the card's heading already says what the post is.
 */
export function GeneratedCover({ title, category }: { title: string; category: string | null }) {
  const hue = HUES[hashOf(title) % HUES.length] ?? HUES[0];
  return (
    <div
      data-blog-cover="generated"
      aria-hidden
      className="relative flex aspect-[1200/630] w-full items-end overflow-hidden bg-tint p-6 text-band-foreground"
      style={hueStyle(hue)}
    >
      <svg
        viewBox="0 0 120 63"
        className="absolute inset-0 size-full stroke-current opacity-25"
        focusable="false"
      >
        <circle cx="98" cy="10" r="28" fill="none" strokeWidth="0.6" />
        <circle cx="98" cy="10" r="18" fill="none" strokeWidth="0.6" />
        <path d="M0 52 Q30 38 60 48 T120 40" fill="none" strokeWidth="0.6" />
      </svg>
      <span className="relative line-clamp-1 text-sm font-semibold tracking-wide text-band-foreground/90 uppercase">
        {category || "Tech Blog"}
      </span>
    </div>
  );
}
