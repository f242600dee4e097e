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
