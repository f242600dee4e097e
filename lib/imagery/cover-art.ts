import { BAND_HUES, bandTones } from "./color";
import { mosaicComposition, stackComposition } from "./cover-blocks";
import { flowComposition, networkComposition, orbitComposition } from "./cover-diagrams";
import type { CoverContext } from "./cover-kit";
import { chartComposition, deviceComposition } from "./cover-screens";
import { coverComposition, leadsWithPhone, type Composition } from "./cover-topic";
import { hashString, seededRandom } from "./seed";
import { el, type SvgNode } from "./svg";

const COVER_SIZE = { width: 1200, height: 630 } as const;

/** A category's hue: the same category is always the same colour, on cards, files and shares. */
export function categoryHue(category: string | null | undefined): number {
  const key = (category ?? "").trim().toLowerCase() || "blog";
  return BAND_HUES[hashString(key) % BAND_HUES.length] ?? BAND_HUES[0];
}

const draw: Record<
  Composition,
  (ctx: CoverContext, title: string, category?: string | null) => SvgNode[]
> = {
  flow: flowComposition,
  network: networkComposition,
  orbit: orbitComposition,
  mosaic: mosaicComposition,
  stack: stackComposition,
  device: (ctx, title, category) => deviceComposition(ctx, leadsWithPhone(title, category)),
  chart: chartComposition,
};

/**
 * A cover in the house style: the category's band gradient and one of seven compositions chosen
 * by what the post is about (./cover-topic.ts), its details seeded by the title. No text: the
 * label is set in HTML over the picture in the page's font (components/blog/cover-label.tsx), so
 * a cover file never falls back to the visitor's system font. The lower left stays quiet for it.
 * `idPrefix` keeps ids unique when several covers share a page.
 */
export function coverArt({
  title,
  category,
  idPrefix = "cover",
  art,
}: {
  title: string;
  category: string | null | undefined;
  idPrefix?: string;
  /** Another composition or hue than the topic's: a list keeps neighbours apart (./cover-plan.ts). */
  art?: { composition: Composition; hue: number } | null;
}): SvgNode {
  const ctx: CoverContext = {
    random: seededRandom(hashString(title)),
    tones: bandTones(art?.hue ?? categoryHue(category)),
    id: idPrefix,
  };
  const { width, height } = COVER_SIZE;
  return el(
    "svg",
    { width, height, viewBox: `0 0 ${width} ${height}` },
    el(
      "defs",
      {},
      el(
        "linearGradient",
        { id: `${idPrefix}-g`, x1: 0, y1: 0, x2: 1, y2: 1 },
        el("stop", { offset: 0, "stop-color": ctx.tones.from }),
        el("stop", { offset: 1, "stop-color": ctx.tones.to }),
      ),
    ),
    el("rect", { width, height, fill: `url(#${idPrefix}-g)` }),
    ...draw[art?.composition ?? coverComposition(title, category)](ctx, title, category),
  );
}
