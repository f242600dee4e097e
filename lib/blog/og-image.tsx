import "server-only";

import { cacheLife, cacheTag } from "next/cache";
import { ImageResponse } from "next/og";

import { shareGradient } from "@/content/brand-colors";
import { BRAND_NAME } from "@/content/site";
import { cacheTags } from "@/lib/cache/tags";
import { blogDb } from "./db";
import { slugArg } from "./query-args";
import { findBlogBySlug } from "./repository";

const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Long titles get a smaller face, and the longest are cut, so every title fits the card. */
function titleStyle(title: string): { text: string; fontSize: number } {
  if (title.length <= 60) return { text: title, fontSize: 68 };
  if (title.length <= 120) return { text: title, fontSize: 54 };
  return { text: `${title.slice(0, 140).trimEnd()}…`, fontSize: 46 };
}

/**
 * A post's generated share image (title, category, brand; the style of app/opengraph-image.tsx),
 * as PNG bytes, or null when no post has this slug. Cached under the post's tag, so an edit
 * renders it again and no request renders it twice; never at build time (no params are known).
 */
export async function postOgImage(rawSlug: string): Promise<Uint8Array<ArrayBuffer> | null> {
  "use cache";
  const slug = slugArg(rawSlug);
  if (slug === null) return null;
  cacheTag(cacheTags.post(slug));
  cacheLife("days");
  const post = await findBlogBySlug(await blogDb(), slug);
  if (!post) return null;
  const { text, fontSize } = titleStyle(post.title);
  const image = new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 80,
        background: shareGradient,
        color: "white",
      }}
    >
      <div style={{ display: "flex", fontSize: 30, opacity: 0.85, textTransform: "uppercase" }}>
        {post.category || "Blog"}
      </div>
      <div style={{ display: "flex", fontSize, fontWeight: 700, lineHeight: 1.15 }}>{text}</div>
      <div style={{ display: "flex", fontSize: 36, opacity: 0.9 }}>{BRAND_NAME}</div>
    </div>,
    OG_IMAGE_SIZE,
  );
  return new Uint8Array(await image.arrayBuffer());
}
