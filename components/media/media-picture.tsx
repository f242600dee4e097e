import { cx } from "@/lib/cx";
import type { MediaImage } from "@/lib/media/image";

/**
 * An uploaded image: AVIF, then WebP, by width (the browser picks from `sizes`), and the stored
 * width/height so the box is reserved before a byte arrives.
 */
export function MediaPicture({
  image,
  alt,
  sizes,
  priority = false,
  className,
}: {
  image: MediaImage;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={image.srcset.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.srcset.webp} sizes={sizes} />
      <img
        src={image.src}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding="async"
        className={cx(className)}
      />
    </picture>
  );
}
