// Issue 29: no image on the site draws text in a fallback font. An SVG loaded as an image (a
// committed file, a data URI) cannot reach the page's web font, so its words would render in the
// visitor's system face: such images carry no <text> at all (labels are HTML over them), unless
// they embed their own font. Inline SVG in our components inherits the page's face, so there a
// <text> is fine as long as it does not name another family.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { sampleTestimonials } from "@/content/testimonial-samples";
import { team } from "@/content/team";
import { postCoverTopics } from "@/lib/imagery/committed-covers";
import { coverArt } from "@/lib/imagery/cover-art";
import { heroFrame } from "@/lib/imagery/hero-frame";
import { portraitDataUri } from "@/lib/imagery/portrait";
import { toSvgString } from "@/lib/imagery/svg";

const root = path.resolve(import.meta.dirname, "../..");

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(relative, pattern);
    return pattern.test(entry.name) ? [relative] : [];
  });
}

/** Text an SVG image would draw in a fallback face: <text>/<tspan> with no embedded font. */
function fallbackText(svg: string): string[] {
  const text = svg.match(/<(?:text|tspan)\b[^>]*>[^<]*/g) ?? [];
  const embedsFont = /@font-face\s*{[^}]*src:\s*url\(\s*["']?data:/.test(svg);
  return embedsFont ? [] : text;
}

describe("text in images", () => {
  it("finds text drawn in a fallback face (the check can fail)", () => {
    const label = '<svg xmlns="http://www.w3.org/2000/svg"><text x="1" y="9">Design</text></svg>';
    expect(fallbackText(label)).toEqual(['<text x="1" y="9">Design']);
    const embedded = `<svg><style>@font-face{font-family:I;src:url(data:font/woff2;base64,AA)}</style>${label}</svg>`;
    expect(fallbackText(embedded)).toEqual([]);
  });

  it("no SVG file under public/ draws text without an embedded font", () => {
    const svgs = files("public", /\.svg$/i);
    expect(svgs.length).toBeGreaterThan(10);
    for (const file of svgs)
      expect(fallbackText(readFileSync(path.join(root, file), "utf8")), file).toEqual([]);
  });

  it("generated covers, portraits and hero frames draw no text", () => {
    const titles = [...Object.values(postCoverTopics), ["Ünïcode & 漢字", null] as const];
    for (const [title, category] of titles)
      expect(fallbackText(toSvgString(coverArt({ title, category }))), title).toEqual([]);
    for (const name of [...team.map((m) => m.name), ...sampleTestimonials.map((t) => t.personName)])
      expect(
        fallbackText(Buffer.from(portraitDataUri(name).split(",")[1] ?? "", "base64").toString()),
        name,
      ).toEqual([]);
    for (const t of [0, 0.5]) expect(fallbackText(toSvgString(heroFrame(t)))).toEqual([]);
  });

  it("inline SVG text in components inherits the page's font: it names no family of its own", () => {
    const offenders = files("components", /\.tsx$/).flatMap((file) => {
      const source = readFileSync(path.join(root, file), "utf8");
      return [...source.matchAll(/<(?:text|tspan)\b[^>]*>/g)]
        .filter(([tag]) => /font-?family/i.test(tag))
        .map(([tag]) => `${file}: ${tag}`);
    });
    expect(offenders).toEqual([]);
  });
});
