// What feed items become (issue 13, importer fidelity): cut-off feeds, YouTube's media
// descriptions, tracking pixels, entities in links. Fixtures: tests/fixtures/feeds.
import { describe, expect, it } from "vitest";

import { fixture } from "../helpers/feed-fixtures";

import { parseFeed } from "@/lib/blog/import/parse-feed";
import { sanitizePostHtml, toPlainText } from "@/lib/publishing/sanitize";

const world = fixture("world.rss");
const parse = (text: string) =>
  parseFeed(text, { url: "https://world.example/rss" }, "https://world.example/rss");

describe("a feed cut off mid-document", () => {
  // Both cuts fall in text, where sax reports nothing: the run said "0 items, 0 new".
  const inThirdItem = world.slice(0, world.indexOf("Le festival a attiré"));
  const inFirstItem = world.slice(0, world.indexOf("Η ομάδα παρουσίασε"));

  it("keeps the complete items before the cut and says where it was cut", async () => {
    const parsed = await parse(inThirdItem);
    expect(parsed.posts.map((p) => p.sourceUrl)).toEqual([
      "https://world.example/el/athens",
      "https://world.example/de/groesse?ref=rss&lang=de",
    ]);
    expect(parsed.cutOff).toBe(
      `Feed is cut off: the document ends at line ${inThirdItem.trimEnd().split("\n").length} inside <description>`,
    );
  });

  it("is refused when no item was complete", async () => {
    await expect(parse(inFirstItem)).rejects.toThrow(
      /^Feed is cut off: the document ends at line \d+ inside <description>, before any complete item$/,
    );
  });

  it("a complete feed has no such note", async () => {
    expect((await parse(world)).cutOff).toBeUndefined();
  });
});

describe("YouTube feeds", () => {
  const youtube = fixture("youtube-channel.xml");

  it("use media:group/media:description as the body, escaped, with its links", async () => {
    const [post] = (await parse(youtube)).posts;
    const url = "https://www.youtube.com/watch?v=znSN7ZFIaOg&amp;ab_channel=PBSTerra";
    expect(sanitizePostHtml(post!.content!)).toBe(
      `<p>Check Out Weathered on PBS Terra <a href="${url}" rel="noopener nofollow" target="_blank">${url}</a></p>`,
    );
    expect(post!.summary).toBe(
      "Check Out Weathered on PBS Terra https://www.youtube.com/watch?v=znSN7ZFIaOg&ab_channel=PBSTerra",
    );
  });

  it("keep the description's line breaks and never its markup", async () => {
    const text = "Line <b>one</b> & more\nLine two: https://x.example/a.\n\nSecond paragraph";
    const xml = youtube.replace(
      /(<media:description>)[^<]*/,
      `$1${text.replace(/&/g, "&amp;").replace(/</g, "&lt;")}`,
    );
    const [post] = (await parse(xml)).posts;
    expect(sanitizePostHtml(post!.content!)).toBe(
      '<p>Line &lt;b&gt;one&lt;/b&gt; &amp; more<br />Line two: <a href="https://x.example/a" rel="noopener nofollow" target="_blank">https://x.example/a</a>.</p><p>Second paragraph</p>',
    );
  });
});

describe("imported bodies", () => {
  it("lose tracking pixels and keep ordinary images", async () => {
    const posts = (await parse(world)).posts;
    const images = posts.map((p) =>
      [...sanitizePostHtml(p.content!).matchAll(/<img [^>]*src="([^"]*)"/g)].map((m) => m[1]),
    );
    expect(images.slice(0, 4)).toEqual([
      ["https://world.example/img/athens.jpg"], // not FeedBurner's 1×1 beacon
      ["https://world.example/img/zeichen.png"], // not the 1px inline-styled image
      [], // neither WordPress's stats pixel (no size given) nor a 0×0 spacer
      [
        "https://world.example/img/hanoi.jpg?w=640&amp;h=480",
        "https://world.example/img/hanoi-wide.jpg",
      ],
    ]);
  });

  it("decode entities in links once (WordPress writes & as &#038;)", async () => {
    const hanoi = (await parse(world)).posts[3]!;
    expect(hanoi.imageUrl).toBe("https://world.example/img/hanoi.jpg?w=640&h=480");
    expect(sanitizePostHtml(hanoi.content!)).toContain(
      '<a href="https://world.example/vi/search?q=pho&amp;page=2"',
    );
  });

  it("plain text decodes every entity", () => {
    expect(
      toPlainText("<p>&eacute;t&eacute; &mdash; caf&#233;&hellip; &lt;b&gt; &amp;amp;</p>"),
    ).toBe("été — café… <b> &amp;");
  });
});

describe("a large feed", () => {
  // Parsing is seconds of blocking work on a big feed; other feeds' downloads, with their own
  // timeouts running, and other requests must get their turns meanwhile (issue 23, item 20).
  const item = (i: number) =>
    `<item><title>Story ${i}</title><link>https://big.example/${i}</link>` +
    `<description>${"Words of the story. ".repeat(40)}</description></item>`;
  const big = `<rss version="2.0"><channel><title>Big</title>${Array.from({ length: 2000 }, (_, i) => item(i)).join("")}</channel></rss>`;

  it("is parsed in turns: a timer due meanwhile runs before the parse ends", async () => {
    let timerRan = false;
    const timer = setTimeout(() => (timerRan = true), 0);
    const parsed = await parse(big);
    clearTimeout(timer);
    expect(parsed.posts).toHaveLength(2000);
    expect(timerRan).toBe(true);
  });
});
