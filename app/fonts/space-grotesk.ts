import localFont from "next/font/local";

// The display face for h1/h2 and display numbers: Space Grotesk (variable 300-700, Latin subset,
// 22 KB), copied from @fontsource-variable/space-grotesk 5.3.0 (files/space-grotesk-latin-wght-
// normal.woff2; SIL OFL, SPACE-GROTESK-LICENSE.txt beside it). Self-hosted like Inter, and
// "optional" for the same reason: a late font is never swapped in, so the headings cannot re-lay out.
export const spaceGrotesk = localFont({
  src: "./space-grotesk-latin-var.woff2",
  variable: "--font-space-grotesk",
  display: "optional",
  weight: "300 700",
  // Metric-matched fallback: a heading set in it takes the same space before the face loads.
  adjustFontFallback: "Arial",
});
