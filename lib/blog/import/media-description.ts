import { escapeAttribute, escapeText } from "entities";
import type FeedParser from "feedparser";

/** One Media RSS text node as feedparser gives it (an element with text, or a list of them). */
type MediaNode = { "#"?: unknown; "@"?: { type?: unknown } } | MediaNode[] | undefined;

const first = (node: MediaNode) => (Array.isArray(node) ? node[0] : node);

// A URL in plain text ends before whitespace, markup characters and closing punctuation.
const URL_IN_TEXT = /(\bhttps?:\/\/[^\s<>"]+?)(?=[.,;:!?)\]]*(?:\s|$))/;

/** Escaped text with its http(s) URLs as links (split() puts the captured URLs at odd places). */
const linkify = (text: string) =>
  text
    .split(URL_IN_TEXT)
    .map((part, i) =>
      i % 2 ? `<a href="${escapeAttribute(part)}">${escapeText(part)}</a>` : escapeText(part),
    )
    .join("");

/**
 * Plain text as HTML: escaped, http(s) URLs made links, blank lines paragraphs, other line breaks
 * <br>. The post's sanitizer still runs over the result (links get rel="noopener nofollow").
 */
function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\r?\n\s*\n/)
    .map((para) => `<p>${linkify(para.trim()).replace(/\r?\n/g, "<br>")}</p>`)
    .join("");
}

/**
 * The item's Media RSS description (on the item or in its media:group, as YouTube puts it) as
 * HTML, or "" when it has none. type="html" is HTML already; the default, plain, is text.
 */
export function mediaDescriptionHtml(item: FeedParser.Item): string {
  const group = first(item["media:group"] as MediaNode) as Record<string, MediaNode> | undefined;
  const node = first(item["media:description"] as MediaNode) ?? first(group?.["media:description"]);
  if (!node || Array.isArray(node) || typeof node["#"] !== "string" || !node["#"].trim()) return "";
  return node["@"]?.type === "html" ? node["#"] : textToHtml(node["#"]);
}
