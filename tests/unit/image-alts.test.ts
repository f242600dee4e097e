// Issue 23, item 29: the site's own pictures (sample posts' and case studies' covers, images in
// the sample posts, team avatars) have alt text that says what the picture shows: the covers are
// generated abstract art for a topic, checked here against the committed files themselves.
// "" is allowed: a deliberately decorative image.
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { seedPosts } from "@/content/blog-posts";
import { team } from "@/content/team";
import { sampleCaseStudies } from "@/content/work-samples";
import { committedScreen, screenSrc } from "@/content/work-screens";
import {
  committedCoverAlt,
  committedCoverLabel,
  coverFallbackAlt,
  postCoverTopics,
} from "@/lib/imagery/committed-covers";
import { coverArt } from "@/lib/imagery/cover-art";
import { compositionDescription, coverComposition } from "@/lib/imagery/cover-topic";
import { portraitAlt } from "@/lib/imagery/portrait";
import { toSvgString } from "@/lib/imagery/svg";

const publicDir = path.resolve(import.meta.dirname, "../../public");
const norm = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
const GENERIC = new Set(["image", "picture", "photo", "cover", "cover image", "illustration"]);

/** Fails with the reason when an alt text only repeats the title, the file or a generic word. */
function expectDescriptive(alt: string, { title, src }: { title: string; src: string }) {
  if (alt === "") return; // decorative on purpose
  const file = path.basename(src);
  const said = norm(alt);
  expect(GENERIC.has(said), `"${alt}" is a generic word`).toBe(false);
  expect(said, `"${alt}" repeats the title`).not.toBe(norm(title));
  for (const name of [file, file.replace(/\.\w+$/, "")]) {
    expect(said, `"${alt}" is the file name`).not.toBe(norm(name));
  }
}

/** What a committed cover file really is: the generator's picture for its topic, type-free. */
function drawn(src: string) {
  const svg = readFileSync(path.join(publicDir, src), "utf8");
  const post = Object.entries(postCoverTopics).find(([file]) => `/blog/${file}.svg` === src);
  const [title, category] = post ? [post[1][0], post[1][1]] : ["", ""];
  return {
    label: committedCoverLabel(src),
    composition: coverComposition(title, category),
    regenerated: svg === `${toSvgString(coverArt({ title, category }))}\n`,
    typeFree: !/<text\b|<tspan\b/.test(svg),
  };
}

/** A committed cover's alt says it is abstract art, names its label and what it draws. */
function expectHonestCoverAlt(alt: string, src: string) {
  const { label, composition, regenerated, typeFree } = drawn(src);
  expect(regenerated, `${src} is not what npm run covers draws`).toBe(true);
  expect(typeFree, src).toBe(true);
  expect(alt, src).toMatch(/^Abstract cover art/);
  expect(alt, src).toContain(`“${label}”`);
  expect(alt, src).toContain(compositionDescription[composition]);
}

describe("alt texts of the site's own pictures", () => {
  it("every committed cover file has a description of what it draws", () => {
    const covers = readdirSync(path.join(publicDir, "blog")).filter((f) => f.endsWith(".svg"));
    expect(covers.length).toBeGreaterThan(0);
    for (const file of covers) {
      const alt = committedCoverAlt(`/blog/${file}`);
      expect(alt, file).not.toBeNull();
      expectHonestCoverAlt(alt!, `/blog/${file}`);
    }
  });

  it("the demo case studies' covers and screens are described as the product screens they are", () => {
    for (const study of sampleCaseStudies) {
      const images = [{ src: study.coverUrl ?? "", alt: study.coverAlt }, ...study.gallery];
      expect(study.gallery.length, study.title).toBeGreaterThanOrEqual(3);
      for (const { src, alt } of images) {
        const screen = committedScreen(src);
        expect(screen, src).not.toBeNull();
        expectDescriptive(alt, { title: study.title, src });
        expect(alt, src).toBe(screen!.alt);
        for (const theme of ["light", "dark"] as const) {
          const file = path.join(publicDir, screenSrc(screen!.id, theme));
          // Small enough for a page of them (issue 29: about 60 KB each).
          expect(statSync(file).size, file).toBeLessThanOrEqual(60_000);
        }
      }
    }
  });

  it("the sample posts' covers get a description or none, never their title", () => {
    for (const post of seedPosts) {
      if (!post.imageUrl) continue;
      const alt = coverFallbackAlt(post.imageUrl);
      expectDescriptive(alt, { title: post.title, src: post.imageUrl });
      if (alt) expectHonestCoverAlt(alt, post.imageUrl);
    }
    // An address nothing is known of is decorative under its title, not the title again.
    expect(coverFallbackAlt("https://feeds.example/hero.jpg")).toBe("");
  });

  it("images inside the sample posts say what they show", () => {
    const images = seedPosts.flatMap((post) =>
      [...post.content.matchAll(/<img\b[^>]*>/g)].map(([tag]) => ({ post, tag })),
    );
    expect(images.length).toBeGreaterThan(0);
    for (const { post, tag } of images) {
      const src = /\bsrc="([^"]*)"/.exec(tag)?.[1] ?? "";
      const alt = /\balt="([^"]*)"/.exec(tag)?.[1];
      expect(alt, `${post.title}: ${tag}`).toBeDefined();
      expectDescriptive(alt!, { title: post.title, src });
      if (alt && committedCoverAlt(src)) expectHonestCoverAlt(alt, src);
    }
  });

  it("drawn portraits are named for their person and say they are drawings, not photos", () => {
    for (const member of team) {
      const alt = portraitAlt(member.name);
      expect(alt).toContain(member.name);
      expect(alt).toMatch(/^Illustrated/);
      expect(alt).not.toMatch(/^photo/i);
    }
  });
});
