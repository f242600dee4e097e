/**
 * The brand's colours as sRGB hex, for what cannot read the CSS tokens: generated share images
 * (Satori draws without our stylesheet) and the browser's theme-color. Each is the hex of a token
 * in app/globals.css; change both together (docs/design.md).
 */
export const brandHex = {
  /** --band-to (light): the deep end of every band. */
  ink: "#312E81",
  /** --brand / --primary (light): the brand indigo. */
  indigo: "#4F46E5",
  /** --brand-2: the violet end of the logo and share images. */
  violet: "#7C3AED",
  /** --background (dark): the browser chrome by night. */
  night: "#0B0E17",
} as const;

/** The share images' background: the band, deeper than on screen so white text reads at any size. */
export const shareGradient = `linear-gradient(135deg, ${brandHex.ink} 0%, ${brandHex.indigo} 55%, ${brandHex.violet} 100%)`;
