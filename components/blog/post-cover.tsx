import { MediaPicture } from "@/components/media/media-picture";
import { parseMediaPath } from "@/lib/media/keys";
import { getMediaImage } from "@/lib/media/queries";
import { BlogCover } from "./blog-cover";

const COVER_CLASS = "aspect-[1200/630] w-full bg-muted object-cover";

/**
 * A post's cover: an uploaded one (image_url "/media/{id}/…") as a responsive <picture> with its
 * own alt text, any other address as before. When the upload's facts cannot be read, its stored
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
