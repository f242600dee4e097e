import type { ReactNode } from "react";

/**
 * The one way a cover carries words: HTML over the art, in the page's own font, sized to the
 * cover (container query units: the parent is an `@container`), in the lower left every
 * composition keeps quiet. Never text inside the picture: an SVG loaded as an image cannot reach
 * the web font and would draw it in the visitor's system face. Decorative: the image's alt text or
 * the heading beside it already says it.
 */
export function CoverLabel({ children }: { children: ReactNode }) {
  return (
    <span
      aria-hidden
      data-cover-label=""
      className="pointer-events-none absolute bottom-[7%] left-[6%] line-clamp-2 max-w-[40%] text-[length:clamp(0.75rem,3.6cqw,2.75rem)] leading-tight font-semibold tracking-wide text-band-foreground uppercase"
    >
      {children}
    </span>
  );
}
