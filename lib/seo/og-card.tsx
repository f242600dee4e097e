import "server-only";

import { ImageResponse } from "next/og";

import { BRAND_NAME } from "@/content/site";
import { bandTones } from "@/lib/imagery/color";
import { categoryHue, coverArt } from "@/lib/imagery/cover-art";
import { toSvgString } from "@/lib/imagery/svg";
import { drawableText } from "./og-text";

const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Long titles get a smaller face, and the longest are cut, so every title fits the card. */
function titleStyle(title: string): { text: string; fontSize: number } {
  if (title.length <= 60) return { text: title, fontSize: 68 };
  if (title.length <= 120) return { text: title, fontSize: 54 };
  return { text: `${title.slice(0, 140).trimEnd()}…`, fontSize: 46 };
}

/**
 * A generated share image: the item's cover art (lib/imagery/cover-art.ts, the picture its card
 * shows when it has no image) under a kicker (a post's category, "Case study"), the title and the
 * brand, as PNG bytes. Posts and case studies use it. A shade from the left keeps the title
 * readable over any composition.
 */
export async function brandCardPng({
  kicker,
  title,
  category,
}: {
  kicker: string;
  title: string;
  /** Colours the art; the kicker when not given. */
  category?: string | null;
}): Promise<Uint8Array<ArrayBuffer>> {
  // Only what the bundled font draws: anything else would make next/og fetch at request time.
  const { text, fontSize } = titleStyle(drawableText(title));
  const label = drawableText(kicker);
  const art = toSvgString(coverArt({ title, category: category ?? kicker }));
  const shade = bandTones(categoryHue(category ?? kicker)).deep;
  const image = new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 80,
        color: "white",
        position: "relative",
      }}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- Satori draws <img>, not next/image */}
      <img
        src={`data:image/svg+xml;base64,${Buffer.from(art).toString("base64")}`}
        width={OG_IMAGE_SIZE.width}
        height={OG_IMAGE_SIZE.height}
        alt=""
        style={{ position: "absolute", top: 0, left: 0 }}
      />
      <div
        style={{
          position: "absolute",
          top: 0,
          left: 0,
          width: "100%",
          height: "100%",
          backgroundImage: `linear-gradient(90deg, ${shade}e6 0%, ${shade}99 55%, ${shade}00 100%)`,
        }}
      />
      <div style={{ display: "flex", fontSize: 30, opacity: 0.85, textTransform: "uppercase" }}>
        {label}
      </div>
      <div style={{ display: "flex", fontSize, fontWeight: 700, lineHeight: 1.15 }}>{text}</div>
      <div style={{ display: "flex", fontSize: 36, opacity: 0.9 }}>{drawableText(BRAND_NAME)}</div>
    </div>,
    OG_IMAGE_SIZE,
  );
  return new Uint8Array(await image.arrayBuffer());
}
