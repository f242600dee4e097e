import { MediaPicture } from "@/components/media/media-picture";
import { cx } from "@/lib/cx";
import { portraitAlt, portraitDataUri } from "@/lib/imagery/portrait";
import type { MediaImage } from "@/lib/media/image";

/** One frame for every portrait (team page, testimonials, admin): a circle with a hairline. */
const FRAME = "shrink-0 rounded-full bg-muted object-cover ring-1 ring-border";

/**
 * A person's portrait: their uploaded photo when staff set one (it wins), else the illustrated
 * one drawn from their name (lib/imagery/portrait.ts) as an inline data URI: no request, nothing
 * to load late. The photo keeps its own alt text; the drawing says it is one.
 */
export function Portrait({
  name,
  photo,
  px,
  className,
}: {
  name: string;
  photo?: MediaImage | null;
  /** The rendered size in CSS pixels (the photo's `sizes`). */
  px: number;
  className?: string;
}) {
  if (photo) {
    return (
      <MediaPicture
        image={photo}
        alt={photo.alt || `Photo of ${name}`}
        sizes={`${px}px`}
        className={cx(FRAME, className)}
      />
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a data URI: nothing to optimise
    <img
      src={portraitDataUri(name)}
      alt={portraitAlt(name)}
      width={px}
      height={px}
      data-portrait="generated"
      className={cx(FRAME, className)}
    />
  );
}
