import { BAND_HUES, bandTones } from "./color";
import { between, hashString, pick, seededRandom } from "./seed";
import { el, textEl, type SvgNode } from "./svg";

const COVER_SIZE = { width: 1200, height: 630 } as const;

/** A category's hue: the same category is always the same colour, on cards, files and shares. */
export function categoryHue(category: string | null | undefined): number {
  const key = (category ?? "").trim().toLowerCase() || "blog";
  return BAND_HUES[hashString(key) % BAND_HUES.length] ?? BAND_HUES[0];
}

type Shape = (x: number, y: number, size: number, fill: string, opacity: number) => SvgNode;

// The flat geometric vocabulary of every cover (docs/design.md, Imagery).
const shapes: readonly [Shape, ...Shape[]] = [
  (x, y, s, fill, o) => el("circle", { cx: x, cy: y, r: s / 2, fill, "fill-opacity": o }),
  (x, y, s, fill, o) =>
    el("rect", {
      x: x - s / 2,
      y: y - s / 2,
      width: s,
      height: s,
      rx: s / 6,
      fill,
      "fill-opacity": o,
      transform: `rotate(${Math.round((x + y) % 45)} ${x} ${y})`,
    }),
  (x, y, s, fill, o) =>
    el("path", {
      d: `M${x - s / 2} ${y + s / 2}v${-s}a${s} ${s} 0 0 1 ${s} ${s}z`,
      fill,
      "fill-opacity": o,
    }),
  (x, y, s, fill, o) =>
    el("rect", {
      x: x - s,
      y: y - s / 4,
      width: s * 2,
      height: s / 2,
      rx: s / 4,
      fill,
      "fill-opacity": o,
    }),
];

/** A smooth line across the cover, through seeded heights that stay clear of the label corner. */
function wave(random: () => number, offset: number): string {
  const ys = [0, 1, 2, 3, 4].map(() => between(random, 300, 460));
  const points = ys.map((y, i) => [i * 300, y + offset] as const);
  return points
    .map(([x, y], i) => {
      if (i === 0) return `M${x} ${y}`;
      const [px, py] = points[i - 1] ?? [0, 0];
      return `C${px + 150} ${py} ${x - 150} ${y} ${x} ${y}`;
    })
    .join("");
}

/**
 * A cover in the house style: the category's band gradient, a dot grid, concentric rings (the
 * brand's arc motif), a few flat shapes and a line, composed from a seed of the title. The lower
 * left stays quiet for a label. `idPrefix` keeps gradient ids unique when several covers share
 * a page.
 */
export function coverArt({
  title,
  category,
  label,
  idPrefix = "cover",
}: {
  title: string;
  category: string | null | undefined;
  /** Drawn in the lower left (committed files); pages and share images set their own text. */
  label?: string;
  idPrefix?: string;
}): SvgNode {
  const random = seededRandom(hashString(title));
  const tones = bandTones(categoryHue(category));
  const { width, height } = COVER_SIZE;
  const cx = between(random, 760, 1080);
  const cy = between(random, 90, 300);
  const r0 = between(random, 60, 110);
  const step = between(random, 38, 60);
  const rings = [0, 1, 2, 3].map((i) =>
    el("circle", { cx, cy, r: r0 + i * step, "stroke-opacity": (0.34 - i * 0.06).toFixed(2) }),
  );
  const count = 2 + Math.floor(random() * 2);
  const placed = Array.from({ length: count }, (_, i) =>
    pick(random, shapes)(
      between(random, 640, 1120),
      between(random, 70, 520),
      between(random, 56, 150),
      i === 0 ? tones.accent : tones.light,
      i === 0 ? 0.85 : 0.22,
    ),
  );
  const line = wave(random, 0);
  return el(
    "svg",
    { width, height, viewBox: `0 0 ${width} ${height}` },
    el(
      "defs",
      {},
      el(
        "linearGradient",
        { id: `${idPrefix}-g`, x1: 0, y1: 0, x2: 1, y2: 1 },
        el("stop", { offset: 0, "stop-color": tones.from }),
        el("stop", { offset: 1, "stop-color": tones.to }),
      ),
      el(
        "pattern",
        { id: `${idPrefix}-d`, width: 30, height: 30, patternUnits: "userSpaceOnUse" },
        el("circle", { cx: 15, cy: 15, r: 1.6, fill: tones.white, "fill-opacity": 0.22 }),
      ),
    ),
    el("rect", { width, height, fill: `url(#${idPrefix}-g)` }),
    el("rect", { x: 600, width: 600, height, fill: `url(#${idPrefix}-d)` }),
    el("g", { fill: "none", stroke: tones.white, "stroke-width": 2 }, ...rings),
    ...placed,
    el("path", {
      d: line,
      fill: "none",
      stroke: tones.white,
      "stroke-opacity": 0.6,
      "stroke-width": 3,
    }),
    el("path", {
      d: wave(seededRandom(hashString(`${title}|2`)), 24),
      fill: "none",
      stroke: tones.white,
      "stroke-opacity": 0.25,
      "stroke-width": 2,
    }),
    ...(label
      ? [
          textEl(
            {
              x: 80,
              y: 560,
              fill: tones.white,
              "font-family": "Inter, system-ui, sans-serif",
              "font-size": 56,
              "font-weight": 700,
              "letter-spacing": 1,
            },
            label,
          ),
        ]
      : []),
  );
}
