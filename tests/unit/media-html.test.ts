// Inline uploads in post HTML: the one sanitizer keeps an uploaded image's responsive attributes
// and box, and still strips every other srcset and everything dangerous. Plus the address parser
// every /media key and check goes through.
import { describe, expect, it } from "vitest";

import { sanitizePostHtml } from "@/lib/publishing/sanitize";
import { inlineImageMarkup, mediaImage } from "@/lib/media/image";
import { parseMediaPath } from "@/lib/media/keys";

const ID = "5f0c6a1e-8d2b-4c3a-9e7f-1a2b3c4d5e6f";
const OTHER = "0b6e1a52-5b7a-4a35-9c9e-3f4b1a2c3d4e";
const image = mediaImage({
  id: ID,
  altText: 'A "quoted" <diagram>',
  width: 1000,
  height: 500,
  variants: [320, 640, 1000].flatMap((width) =>
    (["webp", "avif"] as const).map((format) => ({
      width,
      format,
      key: `${ID}/${width}.${format}`,
    })),
  ),
})!;

describe("inline uploads", () => {
  it("keep src, srcset, sizes, width, height and alt through the sanitizer", () => {
    const markup = inlineImageMarkup(image);
    expect(sanitizePostHtml(markup)).toBe(
      `<img src="/media/${ID}/1000.webp" width="1000" height="500" alt="A &quot;quoted&quot; &lt;diagram&gt;" srcset="/media/${ID}/320.webp 320w, /media/${ID}/640.webp 640w, /media/${ID}/1000.webp 1000w" sizes="(min-width: 768px) 720px, 100vw" loading="lazy" />`,
    );
  });

  it.each([
    [
      "a srcset on another host's image",
      `<img src="https://cdn.example/a.png" srcset="https://cdn.example/b.png 2x">`,
      `<img src="https://cdn.example/a.png" loading="lazy" />`,
    ],
    [
      "a foreign candidate in an upload's srcset",
      `<img src="/media/${ID}/320.webp" srcset="/media/${ID}/320.webp 320w, https://evil.example/x.webp 640w">`,
      `<img src="/media/${ID}/320.webp" loading="lazy" />`,
    ],
    [
      "another upload's variant in the srcset",
      `<img src="/media/${ID}/320.webp" srcset="/media/${OTHER}/320.webp 320w">`,
      `<img src="/media/${ID}/320.webp" loading="lazy" />`,
    ],
    [
      "a javascript: candidate",
      `<img src="/media/${ID}/320.webp" srcset="javascript:alert(1) 1w">`,
      `<img src="/media/${ID}/320.webp" loading="lazy" />`,
    ],
    [
      "a sizes that breaks out",
      `<img src="/media/${ID}/320.webp" srcset="/media/${ID}/320.webp 320w" sizes="100vw&quot; onerror=&quot;alert(1)">`,
      `<img src="/media/${ID}/320.webp" srcset="/media/${ID}/320.webp 320w" loading="lazy" />`,
    ],
    [
      "an event handler",
      `<img src="/media/${ID}/320.webp" onerror="alert(1)" width="320">`,
      `<img src="/media/${ID}/320.webp" width="320" loading="lazy" />`,
    ],
    [
      "a javascript: src",
      `<img src="javascript:alert(1)" srcset="/media/${ID}/320.webp 320w">`,
      ``,
    ],
    ["a data: src", `<img src="data:image/svg+xml,<svg onload=alert(1)>" alt="x">`, ``],
  ])("strip %s", (_, html, expected) => {
    expect(sanitizePostHtml(html)).toBe(expected);
  });
});

describe("parseMediaPath", () => {
  it.each([
    [`/media/${ID}/320.webp`, { id: ID, width: 320, format: "webp" }],
    [`https://agency.example/media/${ID}/1920.avif`, { id: ID, width: 1920, format: "avif" }],
    [`/media/${ID}/../../etc/passwd`, null],
    [`/media/${ID}/320.svg`, null],
    [`/media/${ID.toUpperCase()}/320.webp`, null],
    [`//evil.example/media/${ID}/320.webp`, null],
    [`/media/${ID}/320.webp?x=1`, null],
    [`javascript:/media/${ID}/320.webp`, null],
  ])("%s", (src, expected) => expect(parseMediaPath(src)).toEqual(expected));
});
