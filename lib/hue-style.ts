import type { CSSProperties } from "react";

/**
 * The inline style that gives an element its band hue (the `bg-tint` and `stop-tint-*` utilities
 * in app/globals.css read it). Only the hue varies per service or post: lightness and chroma are
 * the theme's, so white text on any band keeps its contrast.
 */
export function hueStyle(hue: number): CSSProperties {
  return { "--hue": String(hue) } as CSSProperties;
}
