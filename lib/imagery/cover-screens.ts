import { bar, panel, r1, type CoverContext } from "./cover-kit";
import { between } from "./seed";
import { el, type SvgNode } from "./svg";

/** A browser window with a page drawn in blocks: hero, three cards. */
function browser(ctx: CoverContext, x: number, y: number, w: number, h: number): SvgNode[] {
  const { random, tones } = ctx;
  const heroW = r1(w * between(random, 0.45, 0.6));
  const card = (w - 80 - 40) / 3;
  return [
    panel(ctx, x, y, w, h, 18, 0.14),
    el("path", {
      d: `M${x} ${y + 48}h${w}`,
      stroke: tones.white,
      "stroke-opacity": 0.45,
      "stroke-width": 2,
    }),
    ...[0, 1, 2].map((i) =>
      el("circle", { cx: x + 26 + i * 22, cy: y + 24, r: 7, fill: i ? tones.light : tones.accent }),
    ),
    bar(x + 110, y + 14, w * 0.5, 20, tones.white, 0.25),
    bar(x + 40, y + 84, heroW, 22, tones.white, 0.9),
    bar(x + 40, y + 120, heroW * 0.7, 22, tones.white, 0.5),
    bar(x + 40, y + 166, 120, 40, tones.accent),
    ...[0, 1, 2].map((i) =>
      el("rect", {
        x: r1(x + 40 + i * (card + 20)),
        y: y + 236,
        width: r1(card),
        height: r1(h - 236 - 36),
        rx: 12,
        fill: tones.light,
        "fill-opacity": i === 1 ? 0.9 : 0.5,
      }),
    ),
  ];
}

/** A phone outline with a list on its screen. */
function phone(ctx: CoverContext, x: number, y: number, w: number, h: number): SvgNode[] {
  const { tones, random } = ctx;
  const picked = Math.floor(random() * 4);
  return [
    el("rect", {
      x,
      y,
      width: w,
      height: h,
      rx: 34,
      fill: tones.deep,
      stroke: tones.white,
      "stroke-width": 3,
    }),
    bar(x + w / 2 - 30, y + 16, 60, 14, tones.from),
    ...[0, 1, 2, 3].flatMap((i) => {
      const ry = y + 56 + i * ((h - 110) / 4);
      return [
        el("circle", {
          cx: x + 38,
          cy: r1(ry + 20),
          r: 16,
          fill: i === picked ? tones.accent : tones.mid,
        }),
        bar(x + 66, ry + 8, w - 100, 10, tones.white, 0.8),
        bar(x + 66, ry + 26, (w - 100) * 0.6, 8, tones.white, 0.35),
      ];
    }),
    bar(x + 24, y + h - 48, w - 48, 30, tones.accent),
  ];
}

/** A device outline: a phone in front for mobile topics, a browser window for the web. */
export function deviceComposition(ctx: CoverContext, phoneFirst: boolean): SvgNode[] {
  const dy = between(ctx.random, -15, 15);
  return phoneFirst
    ? [...browser(ctx, 560, 150 + dy, 460, 340), ...phone(ctx, 900, 60 + dy, 230, 470)]
    : [...browser(ctx, 560, 80 + dy, 580, 420), ...phone(ctx, 1010, 260 + dy, 150, 320)];
}

/** A dashboard card: bars rising with noise, a trend line through them, legend pills. */
export function chartComposition(ctx: CoverContext): SvgNode[] {
  const { random, tones } = ctx;
  const n = 7 + Math.floor(random() * 3);
  const [x0, base, top] = [610, 500, 190];
  const step = 480 / n;
  const values = Array.from({ length: n }, (_, i) =>
    Math.min(1, 0.25 + (0.65 * i) / (n - 1) + between(random, -0.12, 0.12)),
  );
  const peak = values.indexOf(Math.max(...values));
  const points = values.map((v, i) => [r1(x0 + step * (i + 0.5)), r1(base - v * (base - top))]);
  return [
    panel(ctx, 570, 70, 570, 480),
    bar(610, 108, 90, 14, tones.white, 0.8),
    bar(610, 136, 160, 30, tones.white, 0.95),
    ...[0, 1].map((i) => bar(900 + i * 110, 112, 90, 24, i ? tones.light : tones.accent, 0.9)),
    el(
      "g",
      {
        stroke: tones.white,
        "stroke-opacity": 0.2,
        "stroke-width": 1.5,
        "stroke-dasharray": "4 8",
      },
      ...[0, 1, 2, 3].map((i) => el("path", { d: `M${x0} ${base - i * 95}h480` })),
    ),
    ...values.map((v, i) =>
      el("rect", {
        x: r1(x0 + step * i + step * 0.2),
        y: r1(base - v * (base - top) * 0.85),
        width: r1(step * 0.6),
        height: r1(v * (base - top) * 0.85),
        rx: 6,
        fill: i === peak ? tones.accent : tones.light,
        "fill-opacity": i === peak ? 1 : 0.55,
      }),
    ),
    el("path", {
      d: `M${points.map(([x, y]) => `${x} ${y}`).join("L")}`,
      fill: "none",
      stroke: tones.white,
      "stroke-width": 4,
      "stroke-linejoin": "round",
    }),
    ...points.map(([x = 0, y = 0]) => el("circle", { cx: x, cy: y, r: 7, fill: tones.white })),
  ];
}
