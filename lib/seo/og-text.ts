import coverage from "./og-font-coverage.json";

/**
 * Text as the share-image renderer can draw it with next/og's bundled font alone. For any other
 * character next/og fetches a font from Google or an emoji from a CDN while rendering: slow, a
 * request to a third party per image, and without internet an emoji failed the whole image (500)
 * while Chinese or Arabic came out as boxes. Such characters are dropped instead (the title in
 * the page itself keeps them); the coverage list is generated from the font by
 * scripts/og-font-coverage.mjs.
 */
const ranges = coverage as [number, number][];

function drawable(codePoint: number): boolean {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const [start, end] = ranges[mid]!;
    if (codePoint < start) high = mid - 1;
    else if (codePoint > end) low = mid + 1;
    else return true;
  }
  return false;
}

/** `text` without what the bundled font cannot draw, spaces collapsed; "" when nothing is left. */
export function drawableText(text: string): string {
  let out = "";
  for (const char of text)
    out += /\s/.test(char) ? " " : drawable(char.codePointAt(0)!) ? char : " ";
  return out.replace(/\s+/g, " ").trim();
}
