import "server-only";

import { decodeHTMLStrict } from "entities";
import sanitizeHtml from "sanitize-html";

import { siteUrl } from "@/lib/env";
import { sanitizePostHtml } from "@/lib/publishing/sanitize";

/** Our own site's relative links and images become absolute: a mail has no base address. */
function absolute(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const resolved = new URL(url, `${siteUrl}/`);
    return /^(https?|mailto):$/.test(resolved.protocol) ? resolved.href : undefined;
  } catch {
    return undefined;
  }
}

const IMG_STYLE = "max-width:100%;height:auto;border:0";

/**
 * A post's body for a mail: first the site's own sanitizer (the allow-list every rendering of a
 * post goes through), then a second pass that only narrows it: URLs absolute, images without a
 * resolvable http(s) src dropped, no srcset (a second list of URLs), and images sized for mail.
 * Links are left exactly as written: no rewriting, no click tracking; and no tracking pixel is
 * added (the subscription form's small print says so).
 */
export function postMailHtml(content: string): { html: string; text: string } {
  const safe = sanitizePostHtml(content);
  const html = sanitizeHtml(safe, {
    allowedTags: sanitizeHtml.defaults.allowedTags.concat(["img", "h1", "h2", "del", "ins"]),
    allowedAttributes: {
      a: ["href", "title", "rel", "target"],
      img: ["src", "alt", "title", "width", "height", "style"],
      th: ["colspan", "rowspan", "scope"],
      td: ["colspan", "rowspan"],
      ol: ["start"],
    },
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesByTag: { img: ["http", "https"] },
    allowProtocolRelative: false,
    allowedStyles: { img: { "max-width": [/^100%$/], height: [/^auto$/], border: [/^0$/] } },
    transformTags: {
      a: (tagName, attribs) => {
        const href = absolute(attribs.href);
        return { tagName, attribs: href ? { ...attribs, href } : {} };
      },
      img: (tagName, attribs) => {
        const src = absolute(attribs.src);
        const { srcset: _srcset, sizes: _sizes, loading: _loading, ...rest } = attribs;
        return {
          tagName,
          attribs: src?.startsWith("http") ? { ...rest, src, style: IMG_STYLE } : {},
        };
      },
    },
    exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
  });
  return { html, text: plainText(html) };
}

/** The text part: one paragraph per block, links written out after their text. */
function plainText(html: string): string {
  const marked = html
    .replace(/<a [^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/gi, "$2 ($1)")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|h[1-6]|li|pre|blockquote|tr|div|figure|table)>/gi, "$&\n\n");
  const bare = decodeHTMLStrict(sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} }));
  return bare
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
