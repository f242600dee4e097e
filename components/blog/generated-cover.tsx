import { useId } from "react";

import { SvgTree } from "@/components/illustrations/svg-tree";
import { tagLabel } from "@/lib/blog/tag-label";
import { coverArt } from "@/lib/imagery/cover-art";
import type { CoverArtChoice } from "@/lib/imagery/cover-plan";
import { CoverLabel } from "./cover-label";

/**
 * The cover of a post or case study that has no image: art composed for its topic in its
 * category's colour (lib/imagery/cover-art.ts; the share image uses the same), at an image
 * cover's 1200×630, so the card keeps its shape. Decorative: the heading says what it is.
 */
export function GeneratedCover({
  title,
  category,
  art,
  label,
  className,
}: {
  title: string;
  category: string | null;
  /** Another composition or hue than the topic's, chosen by a list (lib/imagery/cover-plan.ts). */
  art?: CoverArtChoice | null;
  /** The label over the art: a committed cover's topic when a list redraws it; else the category. */
  label?: string | null;
  className?: string;
}) {
  // The same post can be on a page twice (a grid and a list): each drawing needs its own ids.
  const idPrefix = `cover${useId().replace(/[^\w-]/g, "")}`;
  return (
    <div
      data-blog-cover="generated"
      aria-hidden
      className={`@container relative aspect-[1200/630] w-full overflow-hidden text-band-foreground ${className ?? ""}`.trim()}
    >
      <SvgTree
        node={coverArt({ title, category, idPrefix, art })}
        className="block size-full"
        focusable="false"
      />
      <CoverLabel>{label || (category ? tagLabel(category) : "Tech Blog")}</CoverLabel>
    </div>
  );
}
