import { oklchHex } from "./color";
import { el, type SvgNode } from "./svg";

const HERO_SIZE = { width: 960, height: 540 } as const;

const TAU = Math.PI * 2;
const round = (value: number) => Math.round(value * 10) / 10;

/**
 * The band: the light theme's --band-from to a violet a little deeper than --band-to, so the line
 * work (a lighter indigo, white) and the violet accent stand out through the hero's darkening.
 */
export const heroTones = {
  from: oklchHex(0.42, 0.2, 277),
  to: oklchHex(0.26, 0.13, 293),
  line: oklchHex(0.86, 0.08, 277),
  glow: oklchHex(0.74, 0.17, 293),
  white: oklchHex(0.99, 0, 0),
};

/** Rings spreading from a point: at the loop's end each ring has become the next one. */
function rings(cx: number, cy: number, spacing: number, phase: number): SvgNode[] {
  return [0, 1, 2, 3, 4, 5].map((k) => {
    const r = (k + phase) * spacing;
    // Born invisible at the centre, gone at the edge: no ring pops in or out as the loop turns.
    const opacity = 0.5 * Math.min(1, r / spacing) * Math.max(0, 1 - r / (6 * spacing));
    return el("circle", { cx, cy, r: round(r), "stroke-opacity": opacity.toFixed(3) });
  });
}

/** A wave across the frame, its phase a whole turn per loop. */
function wave(y: number, amplitude: number, length: number, phase: number): string {
  const points: string[] = [];
  for (let x = -20; x <= HERO_SIZE.width + 20; x += 20) {
    points.push(`${x} ${round(y + amplitude * Math.sin((TAU * x) / length + TAU * phase))}`);
  }
  return `M${points.join("L")}`;
}

/**
 * One frame of the hero loop at `t` in [0, 1): the brand band with its ring motif spreading,
 * waves travelling and shapes orbiting, every motion a whole number of cycles per loop, so the
 * last frame runs into the first without a seam. Bright line work on purpose: the hero darkens
 * the video under its text, and the motion must still show through.
 */
export function heroFrame(time: number): SvgNode {
  const t = ((time % 1) + 1) % 1;
  const { width, height } = HERO_SIZE;
  const orbit = (cx: number, cy: number, rx: number, ry: number, turns: number, offset: number) => {
    const angle = TAU * (turns * t + offset);
    return [round(cx + rx * Math.cos(angle)), round(cy + ry * Math.sin(angle))] as const;
  };
  const [ax, ay] = orbit(760, 150, 70, 40, 1, 0);
  const [bx, by] = orbit(210, 400, 60, 50, -1, 0.3);
  const [sx, sy] = orbit(620, 420, 90, 30, 1, 0.6);
  return el(
    "svg",
    { width, height, viewBox: `0 0 ${width} ${height}` },
    el(
      "defs",
      {},
      el(
        "linearGradient",
        { id: "hero-g", x1: 0, y1: 0, x2: 1, y2: 1 },
        el("stop", { offset: 0, "stop-color": heroTones.from }),
        el("stop", { offset: 1, "stop-color": heroTones.to }),
      ),
    ),
    el("rect", { width, height, fill: "url(#hero-g)" }),
    el(
      "g",
      { fill: "none", stroke: heroTones.line, "stroke-width": 2 },
      ...rings(780, 130, 70, t),
      ...rings(160, 470, 90, (t * 2) % 1),
    ),
    el(
      "g",
      { fill: "none", stroke: heroTones.white, "stroke-linecap": "round" },
      el("path", { d: wave(300, 34, 480, t), "stroke-opacity": 0.55, "stroke-width": 2.5 }),
      el("path", { d: wave(330, 26, 320, -t + 0.25), "stroke-opacity": 0.3, "stroke-width": 2 }),
      el("path", { d: wave(360, 20, 960, 2 * t + 0.5), "stroke-opacity": 0.2, "stroke-width": 2 }),
    ),
    el("circle", { cx: ax, cy: ay, r: 26, fill: heroTones.glow, "fill-opacity": 0.9 }),
    el("circle", { cx: bx, cy: by, r: 16, fill: heroTones.line, "fill-opacity": 0.7 }),
    el("rect", {
      x: sx - 22,
      y: sy - 22,
      width: 44,
      height: 44,
      rx: 8,
      fill: "none",
      stroke: heroTones.white,
      "stroke-opacity": 0.7,
      "stroke-width": 2.5,
      // A quarter turn per loop looks the same as a whole one for a square.
      transform: `rotate(${round(90 * t)} ${sx} ${sy})`,
    }),
  );
}
