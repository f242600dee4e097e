import localFont from "next/font/local";

// Self-hosted Inter (variable, Latin subset, weights 400-700; scripts/subset-font.py): no font
// request leaves the site. One module for the root layout and the global 404, which has its own
// <html>.
export const inter = localFont({
  src: "./inter-latin-var.woff2",
  variable: "--font-inter",
  // "optional": the preloaded font is used when it is ready for first paint, never swapped in later
  // (a late swap re-paints the largest text and moves LCP).
  display: "optional",
  weight: "400 700",
});
