// The share-image renderer keeps only what next/og's bundled font draws (issue 23, item 21).
import { describe, expect, it } from "vitest";

import { drawableText } from "@/lib/seo/og-text";
import coverage from "@/lib/seo/og-font-coverage.json";
import { bundledFont, fontRanges } from "../../scripts/og-font-coverage.mjs";

describe("drawableText", () => {
  it("keeps Latin, accents and Cyrillic; drops emoji, CJK and Arabic", () => {
    expect(drawableText("Ünïcode Tiếng Việt Привет")).toBe("Ünïcode Tiếng Việt Привет");
    expect(drawableText("Launch 🚀 day 👨‍👩‍👧")).toBe("Launch day");
    expect(drawableText("Next.js 构建 كيف")).toBe("Next.js");
    expect(drawableText("如何")).toBe("");
  });

  it("follows the font next/og bundles (regenerate with node scripts/og-font-coverage.mjs)", () => {
    expect(fontRanges(bundledFont())).toEqual(coverage);
  });
});
