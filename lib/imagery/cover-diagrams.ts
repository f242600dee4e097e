import { r1, type CoverContext } from "./cover-kit";
import { between } from "./seed";
import { el, type SvgNode } from "./svg";

const TAU = Math.PI * 2;
const line = (tones: CoverContext["tones"], opacity: number, width = 2) => ({
  fill: "none",
  stroke: tones.white,
  "stroke-opacity": opacity,
  "stroke-width": width,
});

/** Steps joined by arrows in a zigzag, the current one lit, a dashed loop back: processes. */
export function flowComposition({ random, tones, id }: CoverContext): SvgNode[] {
  const count = 4 + Math.floor(random() * 2);
  const lit = 1 + Math.floor(random() * (count - 2));
  const nodes = Array.from({ length: count }, (_, i) => {
    const x = 600 + (i * 520) / (count - 1);
    const y = (i % 2 ? 380 : 200) + between(random, -30, 30);
    return [r1(x), r1(y)] as const;
  });
  const links = nodes.slice(1).map(([x, y], i) => {
    const [px, py] = nodes[i] ?? [0, 0];
    const mx = r1((px + x) / 2);
    return el("path", {
      d: `M${px + 44} ${py}C${mx} ${py} ${mx} ${y} ${x - 52} ${y}l-12 -8m12 8l-12 8`,
      ...line(tones, 0.75, 3),
    });
  });
  const [fx, fy] = nodes[count - 1] ?? [0, 0];
  const [bx, by] = nodes[1] ?? [0, 0];
  const shapes = nodes.map(([x, y], i) => {
    const fill = i === lit ? tones.accent : tones.light;
    if (i === 0) return el("circle", { cx: x, cy: y, r: 44, fill });
    if (i === count - 1)
      return el(
        "g",
        {},
        el("circle", { cx: x, cy: y, r: 44, fill }),
        el("path", { d: `M${x - 18} ${y}l12 13 24-26`, ...line(tones, 1, 6), stroke: tones.deep }),
      );
    if (i % 2) return el("rect", { x: x - 44, y: y - 44, width: 88, height: 88, rx: 20, fill });
    return el("path", { d: `M${x} ${y - 52}l52 52-52 52-52-52z`, fill });
  });
  return [
    el(
      "pattern",
      { id: `${id}-d`, width: 32, height: 32, patternUnits: "userSpaceOnUse" },
      el("circle", { cx: 16, cy: 16, r: 1.6, fill: tones.white, "fill-opacity": 0.2 }),
    ),
    el("rect", { x: 560, width: 640, height: 630, fill: `url(#${id}-d)` }),
    el("path", {
      d: `M${fx} ${fy + 50}C${fx} ${fy + 170} ${bx} ${by + 150} ${bx} ${by + 52}`,
      ...line(tones, 0.45, 2),
      "stroke-dasharray": "8 10",
    }),
    ...links,
    ...shapes,
  ];
}

/** Layers of nodes, every pair of neighbours joined, a few paths lit to the output: AI. */
export function networkComposition({ random, tones }: CoverContext): SvgNode[] {
  const sizes = [3, 5, 5, 2];
  const layers = sizes.map((n, l) =>
    Array.from({ length: n }, (_, i) => {
      const x = 620 + l * 160 + between(random, -10, 10);
      const y = 315 + (i - (n - 1) / 2) * (n > 3 ? 96 : 130);
      return [r1(x), r1(y)] as const;
    }),
  );
  const edges: SvgNode[] = [];
  const lit: SvgNode[] = [];
  layers.slice(1).forEach((layer, l) => {
    for (const [ax, ay] of layers[l] ?? [])
      for (const [bx, by] of layer) {
        const on = random() < 0.18;
        (on ? lit : edges).push(
          el("path", {
            d: `M${ax} ${ay}L${bx} ${by}`,
            ...line(tones, on ? 0.85 : 0.2, on ? 3 : 1.5),
          }),
        );
      }
  });
  const nodes = layers.flatMap((layer, l) =>
    layer.map(([x, y]) =>
      el("circle", {
        cx: x,
        cy: y,
        r: l === layers.length - 1 ? 26 : 18,
        fill: l === layers.length - 1 ? tones.accent : tones.light,
        stroke: tones.white,
        "stroke-width": 2,
      }),
    ),
  );
  const [sx, sy] = [r1(between(random, 1080, 1130)), r1(between(random, 80, 120))];
  const star = el("path", {
    d: `M${sx} ${sy - 34}Q${sx} ${sy} ${sx + 34} ${sy}Q${sx} ${sy} ${sx} ${sy + 34}Q${sx} ${sy} ${sx - 34} ${sy}Q${sx} ${sy} ${sx} ${sy - 34}z`,
    fill: tones.white,
  });
  return [...edges, ...lit, ...nodes, star];
}

/** Concentric rings with nodes in orbit and ticks like a dial, a lock at the centre: security. */
export function orbitComposition({ random, tones }: CoverContext): SvgNode[] {
  const [cx, cy] = [r1(between(random, 860, 900)), r1(between(random, 290, 330))];
  const radii = [70, 130, 190, 250];
  const rings = radii.map((r, i) =>
    el("circle", {
      cx,
      cy,
      r,
      ...line(tones, 0.55 - i * 0.1, 2),
      ...(i === 2 ? { "stroke-dasharray": "4 10" } : {}),
    }),
  );
  const ticks = Array.from({ length: 48 }, (_, i) => {
    const a = (TAU * i) / 48;
    const [r0, r1_] = [268, i % 4 ? 278 : 290];
    return `M${r1(cx + r0 * Math.cos(a))} ${r1(cy + r0 * Math.sin(a))}L${r1(cx + r1_ * Math.cos(a))} ${r1(cy + r1_ * Math.sin(a))}`;
  });
  const satellites = radii.slice(1).flatMap((r, i) =>
    Array.from({ length: i + 1 }, () => {
      const a = random() * TAU;
      return el("circle", {
        cx: r1(cx + r * Math.cos(a)),
        cy: r1(cy + r * Math.sin(a)),
        r: i === 0 ? 14 : 10,
        fill: i === 0 ? tones.accent : tones.light,
      });
    }),
  );
  return [
    ...rings,
    el("path", { d: ticks.join(""), ...line(tones, 0.35, 2) }),
    el("circle", { cx, cy, r: 52, fill: tones.light }),
    el("path", {
      d: `M${cx - 16} ${cy - 6}v-12a16 16 0 0 1 32 0v12`,
      ...line(tones, 1, 6),
      stroke: tones.deep,
    }),
    el("rect", { x: cx - 26, y: cy - 8, width: 52, height: 40, rx: 8, fill: tones.deep }),
    el("circle", { cx, cy: cy + 10, r: 5, fill: tones.light }),
    ...satellites,
  ];
}
