import "server-only";

import { ImageResponse } from "next/og";

import { shareGradient } from "@/content/brand-colors";
import { BRAND_NAME } from "@/content/site";

const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Long titles get a smaller face, and the longest are cut, so every title fits the card. */
function titleStyle(title: string): { text: string; fontSize: number } {
  if (title.length <= 60) return { text: title, fontSize: 68 };
  if (title.length <= 120) return { text: title, fontSize: 54 };
  return { text: `${title.slice(0, 140).trimEnd()}…`, fontSize: 46 };
}

/**
 * A generated share image in the style of app/opengraph-image.tsx: a kicker (a post's category,
 * "Case study"), the title and the brand, as PNG bytes. Posts and case studies use it.
 */
export async function brandCardPng({
  kicker,
  title,
}: {
  kicker: string;
  title: string;
}): Promise<Uint8Array<ArrayBuffer>> {
  const { text, fontSize } = titleStyle(title);
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
        {kicker}
      </div>
      <div style={{ display: "flex", fontSize, fontWeight: 700, lineHeight: 1.15 }}>{text}</div>
      <div style={{ display: "flex", fontSize: 36, opacity: 0.9 }}>{BRAND_NAME}</div>
    </div>,
    OG_IMAGE_SIZE,
  );
  return new Uint8Array(await image.arrayBuffer());
}
