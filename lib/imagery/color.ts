/**
 * The brand's band colours as sRGB hex, computed from the same OKLCH numbers as the tokens in
 * app/globals.css (--tint-l, --tint-c and a hue): generated images are drawn where our CSS does
 * not reach (committed SVG files, share images rendered by Satori), so they carry their colours.
 * tests/unit/imagery.test.ts fails if these numbers drift from the stylesheet.
 */
export const TINT_L = 0.44;
export const TINT_C = 0.15;

/**
 * The band hues: one family around the brand's indigo (277), from blue-indigo 250 to
 * magenta-violet 320 in steps of about 14°, the smallest step two bands side by side still tell
 * apart at the band's chroma. Ordered so neighbours in a list (covers by category, the process
 * diagram's steps) are at least 27° apart. Services take theirs from the same six
 * (content/services.ts). Every one keeps white text above 4.5:1 at the band's lightness.
 */
export const BAND_HUES = [277, 250, 306, 264, 320, 291] as const;

function toLinearSrgb(l: number, c: number, h: number): [number, number, number] {
  const radians = (h * Math.PI) / 180;
  const a = c * Math.cos(radians);
  const b = c * Math.sin(radians);
  const l3 = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m3 = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s3 = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3,
    -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3,
    -0.0041960863 * l3 - 0.7034186147 * m3 + 1.707614701 * s3,
  ];
}

const inGamut = (rgb: readonly number[]) => rgb.every((v) => v >= -1e-4 && v <= 1 + 1e-4);

function channelHex(linear: number): string {
  const v = Math.min(1, Math.max(0, linear));
  const encoded = v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055;
  return Math.round(encoded * 255)
    .toString(16)
    .padStart(2, "0");
}

/**
 * An OKLCH colour as #rrggbb. Outside sRGB the chroma is lowered (hue and lightness kept), as a
 * browser's gamut mapping does, so a cyan band is as light as an indigo one.
 */
export function oklchHex(l: number, c: number, h: number): string {
  let rgb = toLinearSrgb(l, c, h);
  if (!inGamut(rgb)) {
    let low = 0;
    let high = c;
    for (let i = 0; i < 20; i++) {
      const mid = (low + high) / 2;
      if (inGamut(toLinearSrgb(l, mid, h))) low = mid;
      else high = mid;
    }
    rgb = toLinearSrgb(l, low, h);
  }
  return `#${rgb.map(channelHex).join("")}`;
}

/** The tones of one band hue: the gradient (as `bg-tint` draws it) and the line work on it. */
export function bandTones(hue: number) {
  return {
    from: oklchHex(TINT_L, TINT_C, hue),
    to: oklchHex(TINT_L - 0.08, TINT_C, hue + 20),
    deep: oklchHex(0.27, 0.09, hue),
    mid: oklchHex(0.72, 0.1, hue),
    light: oklchHex(0.93, 0.035, hue),
    accent: oklchHex(0.8, 0.13, hue + 60),
    white: oklchHex(0.99, 0, 0),
  };
}

/** The relative luminance of #rrggbb (WCAG), for tests of contrast. */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}
