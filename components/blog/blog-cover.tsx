"use client";

import { useState } from "react";

import { cx } from "@/lib/cx";

const PLACEHOLDER_COVER = "/blog/placeholder.svg";

/**
 * A post's image. Covers may live on other hosts (imported posts), so this is a plain pre-sized
 * <img>, not next/image with an open remote pattern; a broken image falls back to the placeholder.
 */
export function BlogCover({
  src,
  alt,
  className,
  priority = false,
}: {
  src: string | null;
  alt: string;
  className?: string;
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={!src || failed ? PLACEHOLDER_COVER : src}
      alt={alt}
      width={1200}
      height={630}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      data-blog-cover="image"
      className={cx("aspect-[1200/630] w-full bg-muted object-cover", className)}
    />
  );
}
