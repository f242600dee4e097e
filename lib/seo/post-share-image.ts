import "server-only";

import type { Blog } from "@/lib/blog/types";
import { parseMediaPath } from "@/lib/media/keys";
import { getMediaImage } from "@/lib/media/queries";
import { postShareImage } from "./blog-seo";

/** What link previews are told about a post's share image (og:image and its properties). */
export type ShareImage = { url: string; width?: number; height?: number; alt?: string };

/** The generated card's size (lib/seo/og-card.tsx draws every card at it). */
const CARD = { width: 1200, height: 630 } as const;

type Post = Parameters<typeof postShareImage>[0] & Pick<Blog, "title">;

/**
 * What is known without reading anything: the generated card is 1200×630 and shows the title
 * (its fitting alt); for any other image the size and description are unknown, so none is claimed.
 */
export function plainShareImage(post: Post): ShareImage {
  const url = postShareImage(post);
  if (post.shareImageUrl || post.imageUrl) return { url };
  return { url, ...CARD, alt: post.title };
}

/**
 * For an upload, the size of the variant the address names (an upload keeps its ratio in every
 * variant) and the upload's own alt text; what cannot be read falls back to plainShareImage.
 */
export async function postShareImageFacts(post: Post): Promise<ShareImage> {
  const plain = plainShareImage(post);
  const stored = post.shareImageUrl || post.imageUrl;
  const named = stored ? parseMediaPath(stored) : null;
  if (!named) return plain;
  const image = await getMediaImage(named.id).catch(() => null);
  const served = `/${named.width}.${named.format} ${named.width}w`;
  if (!image || !image.srcset[named.format].split(", ").some((s) => s.endsWith(served))) {
    return plain;
  }
  const height = Math.max(1, Math.round((named.width * image.height) / image.width));
  return { url: plain.url, width: named.width, height, ...(image.alt ? { alt: image.alt } : {}) };
}
