import type FeedParser from "feedparser";

import { toPlainText } from "@/lib/blog/sanitize";
import type { NewBlog } from "@/lib/blog/types";
import type { FeedSource } from "./types";

/** What one feed item becomes: a post, always with the link it is deduplicated by. */
export type ImportedPost = NewBlog & { sourceUrl: string };

export const MAX_TITLE = 300; // the blogs.title check constraint
export const MAX_SUMMARY = 300;
export const MAX_TAGS = 10;
export const MAX_TAG_LENGTH = 50;

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
      const url = httpUrl(value.replace(/&amp;/g, "&"), base);
      return url ? `${attr}${quote}${url.replace(/&/g, "&amp;")}${quote}` : match;
    },
  );
}

// Postgres text cannot hold NUL; other control characters are noise in a title or summary.
const stripControls = (s: string) => s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, "");

/** Cut to `max` characters at a word boundary, with an ellipsis when something was cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1).replace(/[\ud800-\udbff]$/, "");
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, "")}…`;
}

/** Plain text of a title: feedparser strips real tags; a leftover "<" is literal ("<dialog>"). */
const plainTitle = (raw: string) => toPlainText(stripControls(raw).replace(/</g, "&lt;"));

function tagsOf(item: FeedParser.Item, source: FeedSource): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of [...(source.tags ?? []), ...(item.categories ?? [])]) {
    const tag = typeof raw === "string" ? stripControls(raw).replace(/\s+/g, " ").trim() : "";
    if (!tag || tag.length > MAX_TAG_LENGTH || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags.slice(0, MAX_TAGS);
}

/** First <img> of the content worth showing: not a 1×1 tracker, share button or emoji. */
function firstImage(html: string): string | undefined {
  for (const [tag] of html.matchAll(/<img\s[^>]*>/gi)) {
    const src = /\ssrc\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1]?.replace(/&amp;/g, "&");
    if (!src || /\s(width|height)\s*=\s*["']?[012]["'\s/>]/i.test(tag)) continue;
    if (/feedburner\.com\/~|\/emoji\/|[?&/]pixel|\/stats?\b/i.test(src)) continue;
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

function dateOf(item: FeedParser.Item, now: Date): Date {
  const valid = [item.pubdate, item.date].find(
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
  const html = stripControls(item.description || item.summary || "");
  const content = absolutize(html, sourceUrl);
  return {
    title,
    summary: clip(toPlainText(stripControls(item.summary || html)), MAX_SUMMARY),
    content,
    imageUrl: imageOf(item, content, sourceUrl),
    category: source.category ?? null,
    tags: tagsOf(item, source),
    sourceUrl,
    createdAt: dateOf(item, now),
    isAutoGenerated: true,
  } satisfies NewBlog;
}
