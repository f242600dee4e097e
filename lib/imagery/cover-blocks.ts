import { bar, box, iso, panel, r1, type CoverContext } from "./cover-kit";
import { between } from "./seed";
import { el, type SvgNode } from "./svg";

/** A cluster of isometric towers on a grid, one lit: tenants, shards, services side by side. */
function towers({ random, tones }: CoverContext): SvgNode[] {
  const p = iso(between(random, 850, 890), 250, 60);
  const lit = Math.floor(random() * 9);
  // Back to front (by x + y), so each tower covers the ones behind it.
  const cells = [0, 1, 2]
    .flatMap((i) => [0, 1, 2].map((j) => [i, j] as const))
    .sort(([a, b], [c, d]) => a + b - (c + d));
  return cells.flatMap(([i, j]) => {
    const height = between(random, 0.6, 3.2);
    const top = i * 3 + j === lit ? tones.accent : tones.light;
    return box(p, [i * 1.6, j * 1.6, 0], [1.1, 1.1, height], top, tones);
  });
}

/**
 * Isometric blocks: layers of an architecture as slabs with small blocks beside, or a cluster of
 * towers (by the title's seed): data, stacks, SaaS.
 */
export function stackComposition(ctx: CoverContext): SvgNode[] {
  const { random, tones } = ctx;
  if (random() < 0.5) return towers(ctx);
  const layers = 3 + Math.floor(random() * 2);
  // The top slab's top edge near y 80 however many layers there are.
  const p = iso(between(random, 850, 900), 80 + ((layers - 1) * 1.35 + 0.7) * 46, 46);
  const slabs = Array.from({ length: layers }, (_, i) => {
    const inset = i === layers - 1 ? between(random, 0.6, 1.2) : between(random, 0, 0.4);
    const z = (layers - 1 - i) * 1.35;
    return box(
      p,
      [inset, inset, z],
      [4.2 - 2 * inset, 4.2 - 2 * inset, 0.7],
      i === 0 ? tones.accent : tones.light,
      tones,
    );
  });
  const cubes = [0, 1, 2].map((i) =>
    box(p, [0.2 + i * 1.4, 5 + (i % 2) * 0.7, 0], [0.8, 0.8, 0.5 + i * 0.35], tones.light, tones),
  );
  const [bx, by] = p(2.1, 2.1, 0);
  const [, ty] = p(2.1, 2.1, (layers - 1) * 1.35);
  return [
    el("path", {
      d: `M${bx} ${by + 40}V${ty}`,
      stroke: tones.white,
      "stroke-opacity": 0.5,
      "stroke-width": 2,
      "stroke-dasharray": "6 8",
      fill: "none",
    }),
    // Bottom layer first: each slab covers the one under it.
    ...slabs.reverse().flat(),
    ...cubes.flat(),
  ];
}

/** A designer's bench in tiles: a pen curve with handles, swatches, a toggle, a slider, lines. */
export function mosaicComposition(ctx: CoverContext): SvgNode[] {
  const { random, tones } = ctx;
  const dy = between(random, -20, 20);
  const bend = between(random, 60, 150);
  const knob = between(random, 0.2, 0.85);
  const swatches = [tones.light, tones.mid, tones.accent, tones.white, tones.deep];
  return [
    panel(ctx, 560, 70 + dy, 330, 290),
    el("path", {
      d: `M600 ${310 + dy}C${640 + bend} ${110 + dy} ${800 - bend / 2} ${340 + dy} 850 ${130 + dy}`,
      fill: "none",
      stroke: tones.white,
      "stroke-width": 4,
    }),
    el(
      "g",
      { stroke: tones.accent, "stroke-width": 2 },
      el("path", {
        d: `M600 ${310 + dy}L${640 + bend} ${110 + dy}M850 ${130 + dy}L${800 - bend / 2} ${340 + dy}`,
      }),
    ),
    ...[
      [600, 310],
      [640 + bend, 110],
      [850, 130],
      [800 - bend / 2, 340],
    ].map(([x = 0, y = 0], i) =>
      el("rect", {
        x: r1(x - 8),
        y: r1(y + dy - 8),
        width: 16,
        height: 16,
        rx: 3,
        fill: i % 2 ? tones.accent : tones.white,
      }),
    ),
    panel(ctx, 910, 70 + dy, 230, 130),
    ...swatches.map((fill, i) =>
      el("circle", {
        cx: 950 + i * 38,
        cy: 135 + dy,
        r: 15,
        fill,
        stroke: tones.white,
        "stroke-width": 2,
      }),
    ),
    panel(ctx, 910, 220 + dy, 230, 140),
    bar(940, 255 + dy, 76, 36, tones.accent),
    el("circle", { cx: 998, cy: 273 + dy, r: 14, fill: tones.white }),
    bar(940, 320 + dy, 170, 6, tones.white, 0.4),
    el("circle", { cx: r1(940 + 170 * knob), cy: 323 + dy, r: 12, fill: tones.white }),
    panel(ctx, 560, 380 + dy, 580, 160),
    ...[0.9, 0.7, 0.8].map((w, i) =>
      bar(600, 420 + dy + i * 34, r1(380 * w), 14, tones.white, i ? 0.35 : 0.7),
    ),
    bar(1010, 440 + dy, 100, 40, tones.light),
  ];
}
