import { MediaPicture } from "@/components/media/media-picture";
import { cx } from "@/lib/cx";
import { committedCoverLabel } from "@/lib/imagery/committed-covers";
import { parseMediaPath } from "@/lib/media/keys";
import { getMediaImage } from "@/lib/media/queries";
import { BlogCover } from "./blog-cover";
import { CoverLabel } from "./cover-label";

const COVER_CLASS = "aspect-[1200/630] w-full bg-muted object-cover";

/**
 * A post's cover: an uploaded one (image_url "/media/{id}/…") as a responsive <picture> with its
 * own alt text, a committed cover (public/blog) with its label over it, any other address as a
 * plain image. When the upload's facts cannot be read, its stored
 * address still shows as a plain image.
 */
export async function PostCover({
  src,
  alt,
  sizes,
  priority = false,
  className,
}: {
  src: string;
  /** Used as given when a string; `{ fallback }`: the upload's alt text, else this. */
  alt: string | { fallback: string };
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const uploaded = parseMediaPath(src);
  const image = uploaded ? await getMediaImage(uploaded.id).catch(() => null) : null;
  const altText = typeof alt === "string" ? alt : image?.alt || alt.fallback;
  const label = image ? null : committedCoverLabel(src);
  if (label) {
    // A committed cover is type-free art: its label goes over it here, in the page's font.
    return (
      <div className={cx("@container relative overflow-hidden", className)}>
        <BlogCover src={src} alt={altText} priority={priority} className="block" />
        <CoverLabel>{label}</CoverLabel>
      </div>
    );
  }
  if (!image) {
    return <BlogCover src={src} alt={altText} priority={priority} className={className} />;
  }
  return (
    <MediaPicture
      image={image}
      alt={altText}
      sizes={sizes}
      priority={priority}
      className={`${COVER_CLASS} ${className ?? ""}`.trim()}
    />
  );
}
