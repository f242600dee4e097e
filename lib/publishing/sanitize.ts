import { decodeHTMLStrict } from "entities";
import sanitizeHtml from "sanitize-html";

import { parseMediaPath } from "@/lib/media/keys";

import { isTrackingPixel } from "./tracking-pixel";

/**
 * What a tech blog needs and nothing that runs: headings, lists, code, tables, quotes, links and
 * http(s) images. Applied when a post is stored and again when it is rendered, so rows written
 * by other tools (SQL, Supabase's dashboard) are safe too.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "blockquote",
    "pre",
    "code",
    "kbd",
    "samp",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "del",
    "ins",
    "mark",
    "sub",
    "sup",
    "small",
    "ul",
    "ol",
    "li",
    "dl",
    "dt",
    "dd",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "caption",
    "span",
    "div",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "title", "width", "height", "loading", "srcset", "sizes"],
    code: ["class"],
    pre: ["class"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
  },
  allowedClasses: { code: [/^language-[\w-]+$/], pre: [/^language-[\w-]+$/] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const external = /^https?:\/\//i.test(href);
      const { target: _target, ...rest } = attribs;
      return {
        tagName,
        attribs: external ? { ...rest, rel: "noopener nofollow", target: "_blank" } : rest,
      };
    },
    // A tracker loses its attributes here (they are still raw: style is not dropped yet) and so
    // its src, and exclusiveFilter then removes every <img> left without one.
    img: (tagName, attribs) => ({
      tagName,
      attribs: isTrackingPixel(attribs) ? {} : { ...responsive(attribs), loading: "lazy" },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

/** A sizes value: media conditions and lengths, nothing that could end the attribute or call. */
const SIZES = /^[\w\s().,:%-]{1,300}$/;

/**
 * srcset and sizes only on our own uploads, and only when every candidate is one of its variants
 * (/media/{id}/{width}.{format}): a srcset is a second list of URLs the scheme filter would have
 * to parse, so any other image keeps its plain src.
 */
function responsive(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const { srcset, sizes, ...rest } = attribs;
  const own = parseMediaPath(rest.src ?? "");
  if (!own || srcset === undefined) return rest;
  const candidates = srcset.split(",").map((c) => c.trim().split(/\s+/));
  const valid = candidates.every(
    ([url, descriptor, ...more]) =>
      more.length === 0 &&
      parseMediaPath(url ?? "")?.id === own.id &&
      (descriptor === undefined || /^[1-9][0-9]{0,3}w$/.test(descriptor)),
  );
  if (!valid) return rest;
  return sizes !== undefined && SIZES.test(sizes)
    ? { ...rest, srcset, sizes }
    : { ...rest, srcset };
}

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, options);
}

/** Plain text (for summaries and meta descriptions): no tags, entities decoded, spaces collapsed. */
export function toPlainText(html: string): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return decodeHTMLStrict(text).replace(/\s+/g, " ").trim();
}

/**
 * Whether sanitized HTML still shows anything: text, an image or a rule. A body made only of
 * what the sanitizer removes (scripts, event handlers, frames) would be published empty.
 */
export function showsSomething(sanitized: string): boolean {
  return toPlainText(sanitized) !== "" || /<(img|hr)\b/i.test(sanitized);
}
