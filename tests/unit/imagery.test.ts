// Generated imagery (lib/imagery): one picture per seed, a different one per name or title,
// valid SVG with its size, colours that are the tokens' and a hero loop without a seam.
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { brandHex } from "@/content/brand-colors";
import { services } from "@/content/services";
import { sampleTestimonials } from "@/content/testimonial-samples";
import { team } from "@/content/team";
import { BAND_HUES, TINT_C, TINT_L, bandTones, luminance, oklchHex } from "@/lib/imagery/color";
import { postCoverTopics } from "@/lib/imagery/committed-covers";
import { categoryHue, coverArt } from "@/lib/imagery/cover-art";
import { COMPOSITIONS, coverComposition } from "@/lib/imagery/cover-topic";
import { heroFrame, heroTones } from "@/lib/imagery/hero-frame";
import { portraitColours, portraitDataUri, portraitLook } from "@/lib/imagery/portrait";
import { toSvgString, type SvgNode } from "@/lib/imagery/svg";

const root = path.resolve(import.meta.dirname, "../..");

/** Width, height and viewBox on the root, and an image an SVG renderer can draw at that size. */
async function expectValidSvg(node: SvgNode, width: number, height: number) {
  const svg = toSvgString(node);
  expect(svg).toMatch(
    new RegExp(
      `^<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`,
    ),
  );
  const meta = await sharp(Buffer.from(svg)).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(["svg", width, height]);
  // Drawn, not blank: the centre pixel is opaque.
  const { data, info } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const centre = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 4;
  expect(data[centre + 3]).toBe(255);
}

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe("cover art", () => {
  const post = { title: "Shipping a design system in a week", category: "Design" };

  it("is the same picture for the same title and category", () => {
    expect(toSvgString(coverArt(post))).toBe(toSvgString(coverArt({ ...post })));
  });

  it("composes a different picture for another title, in the same category colour", () => {
    const other = toSvgString(coverArt({ ...post, title: "Shipping a design system in a day" }));
    expect(other).not.toBe(toSvgString(coverArt(post)));
    const stop = /stop-color="(#[0-9a-f]{6})"/;
    expect(stop.exec(other)?.[1]).toBe(stop.exec(toSvgString(coverArt(post)))?.[1]);
  });

  it("is coloured by category: the categories in use get more than one band hue", () => {
    const hues = new Set(
      ["Design", "AI", "Security", "Mobile", "SaaS", "Tech News"].map(categoryHue),
    );
    expect(hues.size).toBeGreaterThan(2);
    expect(categoryHue(" design ")).toBe(categoryHue("Design"));
    expect(categoryHue(null)).toBe(categoryHue("Blog"));
  });

  it("is valid 1200×630 SVG in every composition", async () => {
    for (const [label, category] of Object.values(postCoverTopics))
      await expectValidSvg(coverArt({ title: label, category }), 1200, 630);
  });

  it("has range: the sample topics draw at least five different compositions", () => {
    const drawn = Object.values(postCoverTopics).map(([label, category]) =>
      coverComposition(label, category),
    );
    expect(new Set(drawn).size).toBeGreaterThanOrEqual(5);
    // Genuinely different pictures, not one recipe recoloured: their element outlines differ.
    const outline = (svg: string) => svg.replace(/="[^"]*"/g, "").replace(/\s+/g, "");
    const outlines = COMPOSITIONS.map((composition) => {
      const [label, category] =
        Object.values(postCoverTopics).find(([l, c]) => coverComposition(l, c) === composition) ??
        [];
      return label ? outline(toSvgString(coverArt({ title: label, category }))) : composition;
    });
    expect(new Set(outlines).size).toBe(COMPOSITIONS.length);
  });

  it("matches its topic: the title decides before the category", () => {
    expect(coverComposition("How We Run a Two-Week Discovery Phase", "design")).toBe("flow");
    expect(coverComposition("A Security Checklist for Launching a Web App", "tech")).toBe("orbit");
    expect(coverComposition("Adding an AI Assistant to an Existing Product", "web")).toBe(
      "network",
    );
    expect(coverComposition("Building Admin Dashboards People Actually Use", null)).toBe("chart");
    expect(coverComposition("Postgres Full-Text and Trigram Search", "tips")).toBe("stack");
    expect(coverComposition("React Native or Native?", "mobile")).toBe("device");
    expect(coverComposition("Ten Components", "design")).toBe("mosaic");
    // Nothing in the words: the category's, then a stable pick from the title.
    expect(coverComposition("Our week", "performance")).toBe("chart");
    expect(coverComposition("Our week", null)).toBe(coverComposition("Our week", "tech"));
  });

  it("scopes its ids, so two covers on one page do not share a gradient", () => {
    const svg = toSvgString(coverArt({ ...post, idPrefix: "c1" }));
    expect(svg).toContain('id="c1-g"');
    expect(svg).toContain('fill="url(#c1-g)"');
  });
});

/** The SVG inside a portrait's data URI. */
const portraitSvg = (name: string) =>
  Buffer.from(
    portraitDataUri(name).replace(/^data:image\/svg\+xml;base64,/, ""),
    "base64",
  ).toString();
const people = [...team.map((m) => m.name), ...sampleTestimonials.map((t) => t.personName)];

describe("portraits", () => {
  it("draws the same portrait for the same name, however it is spaced or cased", () => {
    expect(portraitDataUri("Sara Iyer")).toBe(portraitDataUri("Sara Iyer"));
    expect(portraitDataUri(" sara  IYER ")).toBe(portraitDataUri("Sara Iyer"));
    // A data URI the HTML validator accepts (DiceBear's own `;utf8,` form is not one).
    expect(portraitDataUri("Sara Iyer")).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/);
  });

  it("gives every sample person a chosen look, and the group a range of skin and hair", () => {
    const looks = people.map(portraitLook);
    expect(new Set(people.map(portraitDataUri)).size).toBe(people.length);
    expect(new Set(looks.map((look) => look.skin)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(looks.map((look) => look.hair)).size).toBe(people.length);
    expect(new Set(looks.map((look) => look.hairTone)).size).toBeGreaterThanOrEqual(4);
  });

  it("derives a look for anyone else from the name", () => {
    expect(portraitLook("Jordan Lee")).toEqual(portraitLook("jordan lee"));
    expect(portraitDataUri("Jordan Lee")).not.toBe(portraitDataUri("Fatima Zahra"));
  });

  it("is an SVG an image decoder can draw, with a face on an opaque background", async () => {
    for (const name of [...people, "Jordan Lee"]) {
      const svg = portraitSvg(name);
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect(meta.format).toBe("svg");
      const { data, info } = await sharp(Buffer.from(svg))
        .resize(96, 96)
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(data[(5 * info.width + 5) * 4 + 3], name).toBe(255);
    }
  });
});

describe("colours", () => {
  it("use the stylesheet's band lightness and chroma", () => {
    const css = readFileSync(path.join(root, "app/globals.css"), "utf8");
    expect(Number(/--tint-l:\s*([\d.]+)/.exec(css)?.[1])).toBe(TINT_L);
    expect(Number(/--tint-c:\s*([\d.]+)/.exec(css)?.[1])).toBe(TINT_C);
  });

  it("convert OKLCH as the browser does: the brand token is the brand's hex", () => {
    expect(oklchHex(0.51, 0.23, 277)).toBe(brandHex.indigo.toLowerCase());
  });

  it("keep white labels above 4.5:1 on every band hue", () => {
    for (const hue of BAND_HUES) {
      const { from, to, white } = bandTones(hue);
      expect(contrast(white, from), `hue ${hue}`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(white, to), `hue ${hue}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});

/** Every colour written into the markup (attribute values only: ids and text are not colours). */
const coloursOf = (svg: string) => new Set(svg.match(/#[0-9a-f]{6}\b/gi) ?? []);

describe("palette", () => {
  const band = new Set(BAND_HUES.flatMap((hue) => Object.values(bandTones(hue))));

  it("the generators write no colour literal: every colour is computed from the tokens' OKLCH", () => {
    const dir = path.join(root, "lib/imagery");
    const literals = readdirSync(dir).flatMap((file) =>
      (readFileSync(path.join(dir, file), "utf8").match(/#[0-9a-f]{3,8}\b|\brgba?\(/gi) ?? []).map(
        (match) => `${file}: ${match}`,
      ),
    );
    expect(literals).toEqual([]);
  });

  it("covers use only the band palette", () => {
    const titles = [
      "Shipping a design system in a week",
      "Ünïcode & 漢字",
      "",
      ...Object.values(postCoverTopics).map(([label]) => label),
    ];
    const categories = ["Design", "AI", "Security", "Tech News", null];
    for (const title of titles)
      for (const category of categories)
        for (const colour of coloursOf(toSvgString(coverArt({ title, category }))))
          expect(band.has(colour), `${colour} in "${title}"/${category}`).toBe(true);
  });

  it("portraits use the band hues, the skin and hair tones and the ink: nothing else", () => {
    const allowed = portraitColours();
    for (const name of [...people, "Jordan Lee"])
      // #000 is the style's own outline, #fff its clipping mask.
      for (const colour of coloursOf(portraitSvg(name).replace(/#(?:fff|000)\b/gi, "")))
        expect(allowed.has(colour.toLowerCase()), `${colour} in ${name}`).toBe(true);
  });

  it("the hero loop uses only its tones, starting from the band token", () => {
    const css = readFileSync(path.join(root, "app/globals.css"), "utf8");
    const [, l, c, h] =
      /--band-from: light-dark\(oklch\(([\d.]+) ([\d.]+) ([\d.]+)\)/.exec(css) ?? [];
    expect(heroTones.from).toBe(oklchHex(Number(l), Number(c), Number(h)));
    const tones = new Set(Object.values(heroTones));
    for (const t of [0, 0.3, 0.7])
      for (const colour of coloursOf(toSvgString(heroFrame(t))))
        expect(tones.has(colour)).toBe(true);
  });
});

describe("hero loop", () => {
  it("is within its weight: video, its fallback and the poster under 1.5 MB together", () => {
    const media = path.join(root, "public/media");
    const files = ["hero.webm", "hero.mp4", "hero-poster.webp"];
    const total = files.reduce((sum, file) => sum + statSync(path.join(media, file)).size, 0);
    expect(total).toBeLessThanOrEqual(1.5 * 1024 * 1024);
  });

  it("ends where it starts (no seam) and moves in between", () => {
    const first = toSvgString(heroFrame(0));
    expect(toSvgString(heroFrame(1))).toBe(first);
    expect(toSvgString(heroFrame(0.5))).not.toBe(first);
    expect(toSvgString(heroFrame(1 / 192))).not.toBe(first);
  });

  it("is valid 960×540 SVG", async () => {
    await expectValidSvg(heroFrame(0.25), 960, 540);
  });
});

describe("service palette", () => {
  it("takes every service's hue from the band family around the brand, no two alike", () => {
    const hues = services.map((service) => service.hue);
    for (const hue of hues) {
      expect(BAND_HUES, `${hue}`).toContain(hue);
      expect(Math.abs(hue - 277), `${hue}`).toBeLessThanOrEqual(45);
    }
    const sorted = [...hues].sort((a, b) => a - b);
    const gaps = sorted.slice(1).map((hue, i) => hue - (sorted[i] ?? 0));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(13);
  });
});
