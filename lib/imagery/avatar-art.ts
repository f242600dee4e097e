import { BAND_HUES, bandTones } from "./color";
import { between, hashString, pick, seededRandom } from "./seed";
import { el, type SvgNode } from "./svg";

const AVATAR_SIZE = 96;

type Head = { cx: number; cy: number; rx: number; ry: number };
type Hair = { back?: (h: Head) => SvgNode[]; front: (h: Head) => SvgNode[] };

/** The top half of the head, a little wider: the base of every hairstyle. */
const cap = ({ cx, cy, rx, ry }: Head, lift = 0) =>
  el("path", {
    d: `M${cx - rx - 1} ${cy - lift}a${rx + 1} ${ry + 1} 0 0 1 ${2 * rx + 2} 0z`,
  });

// A handful of geometric hairstyles: enough that a team of seven looks like seven people.
const hairstyles: readonly [Hair, ...Hair[]] = [
  { front: (h) => [cap(h, 2)] },
  {
    front: (h) => [
      cap(h, 2),
      el("path", { d: `M${h.cx - h.rx - 1} ${h.cy - 2}q${h.rx} -4 ${h.rx * 1.6} -${h.ry - 2}z` }),
    ],
  },
  {
    back: (h) => [
      el("rect", {
        x: h.cx - h.rx - 3,
        y: h.cy - h.ry,
        width: 2 * h.rx + 6,
        height: 2 * h.ry + 8,
        rx: h.rx,
      }),
    ],
    front: (h) => [cap(h, 4)],
  },
  { front: (h) => [cap(h, 2), el("circle", { cx: h.cx, cy: h.cy - h.ry - 4, r: 7 })] },
  {
    front: (h) =>
      [-1, -0.66, -0.33, 0, 0.33, 0.66, 1].map((t) =>
        el("circle", {
          cx: h.cx + t * h.rx,
          cy: h.cy - h.ry * Math.sqrt(1 - t * t * 0.8) + 2,
          r: 5.5,
        }),
      ),
  },
  { front: (h) => [el("g", { "fill-opacity": 0.75 }, cap(h, 6))] },
];

/** What the drawing is: the same faceless figure for everyone, so it must not claim a likeness. */
export const avatarAlt = (name: string) =>
  `Illustrated placeholder avatar for ${name}, not a likeness`;

/**
 * An illustrated portrait in the house style: a duotone head and shoulders (no skin tones, no
 * face: the same for everyone) on the member's band gradient with the brand's arcs, seeded by
 * the name so each person keeps their look wherever it is drawn.
 */
export function avatarArt(name: string, idPrefix = "avatar"): SvgNode {
  const random = seededRandom(hashString(name.trim().toLowerCase()));
  const tones = bandTones(pick(random, BAND_HUES));
  const hair = pick(random, hairstyles);
  const head: Head = {
    cx: 48,
    cy: 41,
    rx: between(random, 12.5, 15),
    ry: between(random, 15, 17.5),
  };
  const ringX = random() < 0.5 ? 14 : 82;
  const glasses = random() < 0.35;
  const vNeck = random() < 0.5;
  const s = AVATAR_SIZE;
  return el(
    "svg",
    { width: s, height: s, viewBox: `0 0 ${s} ${s}` },
    el(
      "defs",
      {},
      el(
        "linearGradient",
        { id: `${idPrefix}-g`, x1: 0, y1: 0, x2: 1, y2: 1 },
        el("stop", { offset: 0, "stop-color": tones.from }),
        el("stop", { offset: 1, "stop-color": tones.to }),
      ),
      el("clipPath", { id: `${idPrefix}-c` }, el("circle", { cx: 48, cy: 48, r: 48 })),
    ),
    el(
      "g",
      { "clip-path": `url(#${idPrefix}-c)` },
      el("rect", { width: s, height: s, fill: `url(#${idPrefix}-g)` }),
      el(
        "g",
        { fill: "none", stroke: tones.white, "stroke-opacity": 0.22, "stroke-width": 1.5 },
        el("circle", { cx: ringX, cy: 16, r: 16 }),
        el("circle", { cx: ringX, cy: 16, r: 27 }),
      ),
      el("g", { fill: tones.deep }, ...(hair.back?.(head) ?? [])),
      el("path", { d: "M16 98C16 76 29 66 48 66s32 10 32 32z", fill: tones.mid }),
      el("rect", { x: 42, y: 52, width: 12, height: 16, rx: 5, fill: tones.light }),
      vNeck
        ? el("path", { d: "M40 67l8 11 8-11z", fill: tones.light })
        : el("path", { d: "M39 67q9 7 18 0", fill: "none", stroke: tones.deep, "stroke-width": 2 }),
      el("ellipse", { ...head, fill: tones.light }),
      el("g", { fill: tones.deep }, ...hair.front(head)),
      ...(glasses
        ? [
            el(
              "g",
              { fill: "none", stroke: tones.deep, "stroke-width": 1.6 },
              el("circle", { cx: 42, cy: head.cy + 2, r: 4.5 }),
              el("circle", { cx: 54, cy: head.cy + 2, r: 4.5 }),
              el("path", { d: `M46.5 ${head.cy + 2}h3` }),
            ),
          ]
        : []),
    ),
  );
}
