import type { bandTones } from "./color";
import { el, type SvgNode } from "./svg";

/** What every cover composition draws with: the title's generator, the category's tones. */
export type CoverContext = {
  random: () => number;
  tones: ReturnType<typeof bandTones>;
  /** Prefix for ids (patterns), unique per drawing on a page. */
  id: string;
};

/** Markup stays short: one decimal is finer than a pixel at any size a cover is shown. */
export const r1 = (value: number) => Math.round(value * 10) / 10;

/** A translucent panel: the surface a device screen, a chart or a tile is drawn on. */
export function panel(
  { tones }: CoverContext,
  x: number,
  y: number,
  width: number,
  height: number,
  radius = 18,
  opacity = 0.12,
): SvgNode {
  return el("rect", {
    x: r1(x),
    y: r1(y),
    width: r1(width),
    height: r1(height),
    rx: radius,
    fill: tones.white,
    "fill-opacity": opacity,
    stroke: tones.white,
    "stroke-opacity": 0.45,
    "stroke-width": 2,
  });
}

/** A rounded bar: a line of text, a button or a field, drawn without type. */
export function bar(
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  opacity = 1,
): SvgNode {
  return el("rect", {
    x: r1(x),
    y: r1(y),
    width: r1(width),
    height: r1(height),
    rx: r1(height / 2),
    fill,
    "fill-opacity": opacity,
  });
}

type Point = readonly [number, number];

/** Isometric projection around an origin: +x runs down to the right, +y down to the left. */
export const iso =
  (ox: number, oy: number, unit: number) =>
  (x: number, y: number, z: number): Point => [
    r1(ox + (x - y) * unit * 0.866),
    r1(oy + (x + y) * unit * 0.5 - z * unit),
  ];

const face = (points: Point[], fill: string, opacity = 1) =>
  el("path", {
    d: `M${points.map(([x, y]) => `${x} ${y}`).join("L")}z`,
    fill,
    "fill-opacity": opacity,
  });

/** A box with its three visible faces: lit top, mid front-left, deep right. */
export function box(
  p: ReturnType<typeof iso>,
  [x, y, z]: readonly [number, number, number],
  [w, d, h]: readonly [number, number, number],
  top: string,
  tones: CoverContext["tones"],
): SvgNode[] {
  return [
    face(
      [p(x, y + d, z + h), p(x + w, y + d, z + h), p(x + w, y + d, z), p(x, y + d, z)],
      tones.mid,
    ),
    face(
      [p(x + w, y, z + h), p(x + w, y + d, z + h), p(x + w, y + d, z), p(x + w, y, z)],
      tones.deep,
    ),
    face([p(x, y, z + h), p(x + w, y, z + h), p(x + w, y + d, z + h), p(x, y + d, z + h)], top),
  ];
}
