import { useId } from "react";

import { SvgTree } from "@/components/illustrations/svg-tree";
import { coverArt } from "@/lib/imagery/cover-art";
import { CoverLabel } from "./cover-label";

/**
 * The cover of a post or case study that has no image: art composed for its topic in its
 * category's colour (lib/imagery/cover-art.ts; the share image uses the same), at an image
 * cover's 1200×630, so the card keeps its shape. Decorative: the heading says what it is.
 */
export function GeneratedCover({
  title,
  category,
  className,
}: {
  title: string;
  category: string | null;
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
        node={coverArt({ title, category, idPrefix })}
        className="block size-full"
        focusable="false"
      />
      <CoverLabel>{(category || "Tech Blog").replace(/[-_]+/g, " ")}</CoverLabel>
    </div>
  );
}
