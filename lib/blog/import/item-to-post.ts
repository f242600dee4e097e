import { decodeHTMLAttribute, decodeHTMLStrict, escapeAttribute } from "entities";
import type FeedParser from "feedparser";
import iconv from "iconv-lite";

import { toPlainText } from "@/lib/publishing/sanitize";
import { isTrackingPixel } from "@/lib/publishing/tracking-pixel";
import type { NewBlog } from "@/lib/blog/types";
import { mediaDescriptionHtml } from "./media-description";
import { repairMojibake } from "./repair-mojibake";
import type { FeedSource } from "./types";

/** What one feed item becomes: a post, always with the link it is deduplicated by. */
export type ImportedPost = NewBlog & { sourceUrl: string };

const MAX_TITLE = 300; // the blogs.title check constraint
const MAX_SUMMARY = 300;
const MAX_TAGS = 10;
const MAX_TAG_LENGTH = 50;

/** Absolute http(s) URL of `raw` against the first usable base, or null. */
export function httpUrl(raw: unknown, ...bases: (string | null | undefined)[]): string | null {
  if (typeof raw !== "string" || !raw.trim()) return null;
  for (const base of [undefined, ...bases]) {
    try {
      const url = new URL(raw.trim(), base ?? undefined);
      return /^https?:$/.test(url.protocol) ? url.href : null;
    } catch {
      // not absolute, or not against this base: try the next one
    }
  }
  return null;
}

/** Relative href/src values made absolute, so images and links still work on our domain. */
function absolutize(html: string, base: string): string {
  return html.replace(
    /(\s(?:href|src)\s*=\s*)(["'])([^"']*)\2/gi,
    (match, attr: string, quote: string, value: string) => {
      if (/^([a-z][a-z\d+.-]*:|#)/i.test(value.trim())) return match; // absolute, or in-page
      const url = httpUrl(decodeHTMLAttribute(value), base);
      return url ? `${attr}${quote}${escapeAttribute(url)}${quote}` : match;
    },
  );
}

// Postgres text cannot hold NUL; other control characters are noise in a title or summary.
// C1 controls (U+0080–U+009F) are windows-1252 bytes read as Latin-1 somewhere upstream: "don\u0092t"
// and "don&#146;t" mean "don’t" (feedparser's demoronize cases), so they become those characters.
// Mojibake is repaired first: its C1 controls are bytes of the real characters ("Ñ\u0081" is "с").
const clean = (s: string) =>
  repairMojibake(s)
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, "")
    .replace(/[\u0080-\u009f]/g, (c) =>
      iconv.decode(Buffer.of(c.charCodeAt(0)), "windows-1252").replace(/\ufffd/, ""),
    );

/** Cut to `max` characters at a word boundary, with an ellipsis when something was cut. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1).replace(/[\ud800-\udbff]$/, "");
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, "")}…`;
}

/**
 * Plain text of HTML with block boundaries kept as spaces. toPlainText drops tags without a
 * trace, so "<p>…contempt</p><p>Donald…" became "contemptDonald" in summaries.
 */
const plainText = (html: string) =>
  toPlainText(
    html.replace(
      /<(?:br|hr|\/?(?:p|div|li|ul|ol|dd|dt|h[1-6]|blockquote|pre|figure|figcaption|table|tr|td|th))\b[^>]*>/gi,
      " $&",
    ),
  );

/**
 * HTML escaped twice by its publisher (reddit: `&amp;lt;div class=&amp;quot;md&amp;quot;&amp;gt;`
 * in the XML) arrives as text that only looks like markup, and every summary showed
 * "<!-- SC_OFF --><div class="md">". Unescaped once when it starts with an escaped tag or comment
 * and holds no real tag, so plain text about "&lt;dialog&gt;" elements is left alone.
 */
function undoubleEscape(html: string): string {
  if (/<[a-z!/]/i.test(html) || !/^\s*&lt;(!--|\/?[a-z][a-z\d]*(\s|&gt;|\/&gt;))/i.test(html))
    return html;
  return decodeHTMLStrict(html);
}

/** Plain text of a title: feedparser strips real tags; a leftover "<" is literal ("<dialog>"). */
const plainTitle = (raw: string) => toPlainText(clean(raw).replace(/</g, "&lt;"));

function tagsOf(item: FeedParser.Item, source: FeedSource): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of [...(source.tags ?? []), ...(item.categories ?? [])]) {
    const tag = typeof raw === "string" ? clean(raw).replace(/\s+/g, " ").trim() : "";
    if (!tag || tag.length > MAX_TAG_LENGTH || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags.slice(0, MAX_TAGS);
}

const SHARE_OR_AD =
  /\/\/ads?\.|\/(facebook|twitter|reddit|linkedin|pinterest|stumbleit|digg|email|share)[\w-]*\.(gif|png|svg)\b|(facebook|twitter|share)[_-](icon|button)/i;

/** First <img> of the content worth showing: not a 1×1 tracker, share button or emoji. */
function firstImage(html: string): string | undefined {
  for (const [tag] of html.matchAll(/<img\s[^>]*>/gi)) {
    const raw = /\ssrc\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1];
    const src = raw && decodeHTMLAttribute(raw);
    if (!src || /\s(width|height)\s*=\s*["']?[012]["'\s/>]/i.test(tag)) continue;
    if (isTrackingPixel({ src }) || /\/emoji\/|[?&/]pixel|\/stats?\b/i.test(src)) continue;
    // Share buttons and ads were taken as the post's image: Pheedo's "mm/facebook.gif" (alt "Add
    // to Facebook") on every Washington Post item, Slashdot's "twitter_icon_large.png", ad servers.
    if (SHARE_OR_AD.test(src) || /\s(alt|title)\s*=\s*["'](add to|share on|tweet)\b/i.test(tag))
      continue;
    return src;
  }
  return undefined;
}

function imageOf(item: FeedParser.Item, content: string, base: string): string | null {
  const isImage = (e: FeedParser.Enclosure) =>
    /^image(\/|$)/i.test(e.type ?? "") ||
    (!e.type && /\.(avif|gif|jpe?g|png|webp)(\?|$)/i.test(e.url ?? ""));
  const candidates = [
    ...(item.enclosures ?? []).filter(isImage).map((e) => e.url),
    item.image?.url, // itunes:image, media:thumbnail, media:group…
    firstImage(content),
  ];
  for (const candidate of candidates) {
    const url = httpUrl(candidate, base);
    if (url) return url;
  }
  return null;
}

/** Month abbreviations of localised RFC 822 dates (pt, es, fr, de, it, nl); index = month. */
const MONTHS = new Map(
  [
    "jan ene gen",
    "feb fev fév",
    "mar mär mrz mrt",
    "apr abr avr",
    "may mai mag mei",
    "jun giu juin",
    "jul lug juil",
    "aug ago aoû",
    "sep set",
    "oct out okt ott",
    "nov",
    "dec dez dic déc",
  ].flatMap((names, month) => names.split(" ").map((name) => [name, month] as const)),
);

/**
 * A date feedparser cannot read because its names are not English — UOL's "Seg, 24 Set 2018
 * 19:42:40 -0300" — or null. Without it such items were dated by the import run instead.
 */
function localisedDate(raw: unknown): Date | null {
  const m =
    /(\d{1,2})\.?\s+(\p{L}+)\.?\s+(\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(?:([+-])(\d{2}):?(\d{2}))?/u.exec(
      typeof raw === "string" ? raw : "",
    );
  const name = m?.[2]?.toLowerCase() ?? "";
  const month = MONTHS.get(name.slice(0, 4)) ?? MONTHS.get(name.slice(0, 3));
  if (!m || month === undefined) return null;
  const offset = m[7] ? (m[7] === "-" ? -1 : 1) * (Number(m[8]) * 60 + Number(m[9])) : 0;
  const [day, year, hour, minute, second] = [m[1], m[3], m[4], m[5], m[6] ?? "0"].map(Number);
  return new Date(Date.UTC(year!, month, day, hour, minute, second) - offset * 60_000);
}

function dateOf(item: FeedParser.Item, now: Date): Date {
  const raw: unknown = item["rss:pubdate"]?.["#"] ?? item["dc:date"]?.["#"];
  const valid = [item.pubdate, item.date, localisedDate(raw)].find(
    (d): d is Date => d instanceof Date && !Number.isNaN(d.getTime()),
  );
  // A future date would pin the post to the top of the list for months: treat it as "now".
  return valid && valid.getTime() <= now.getTime() + 60_000 ? valid : now;
}

/**
 * Maps a feedparser item to a post, or null when it has no title or no http(s) link. `bases` are
 * the feed's own link and the URL it was fetched from, for relative links.
 */
export function itemToPost(
  item: FeedParser.Item,
  source: FeedSource,
  bases: readonly string[],
  now: Date,
): ImportedPost | null {
  const sourceUrl = httpUrl(item.link || item.origlink || item.guid, ...bases);
  const title = clip(plainTitle(item.title || ""), MAX_TITLE);
  if (!sourceUrl || !title) return null;
  // The item's own address is the best base for its relative links and images.
  // YouTube's feeds carry a video's text only in media:group/media:description.
  const body = item.description || item.summary || mediaDescriptionHtml(item);
  const html = undoubleEscape(clean(body));
  const content = absolutize(html, sourceUrl);
  return {
    title,
    summary: clip(plainText(undoubleEscape(clean(item.summary || html))), MAX_SUMMARY),
    content,
    imageUrl: imageOf(item, content, sourceUrl),
    category: source.category ?? null,
    tags: tagsOf(item, source),
    sourceUrl,
    createdAt: dateOf(item, now),
    isAutoGenerated: true,
  } satisfies NewBlog;
}
