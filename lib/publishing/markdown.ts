import "server-only";

import { Marked } from "marked";

import type { ContentFormat } from "./content-format";

import { sanitizePostHtml } from "./sanitize";

// A private instance: a marked.use() elsewhere cannot change how posts render. GitHub-flavoured
// (tables, strikethrough, autolinks), no line breaks from single newlines (as GitHub's files).
const markdown = new Marked({ async: false, gfm: true, breaks: false });

/**
 * Markdown → the HTML every reader uses, through the one sanitizer: marked passes raw HTML and
 * any link or image URL through untouched, so nothing it emits is trusted (a `javascript:` link
 * or a `data:` image is dropped by the sanitizer, as in an HTML post).
 */
export function markdownToHtml(source: string): string {
  // Trimmed as the form trims an HTML post's content, so converting to HTML changes nothing.
  return settled(markdown.parse(source, { async: false })).trim();
}

/**
 * Sanitized until a further pass changes nothing. marked can nest blocks where HTML forbids it
 * (`<p><p></p></p>` from raw HTML in a paragraph), which the sanitizer's parser reads differently
 * the second time; the post page sanitizes the stored HTML again, so only a fixed point renders
 * there exactly as the preview showed it.
 */
function settled(html: string): string {
  return sanitizePostHtml(sanitizePostHtml(html));
}

/** The editor's source in either format → the stored, sanitized HTML. */
export function renderPostSource(source: string, format: ContentFormat): string {
  return format === "markdown" ? markdownToHtml(source) : settled(source);
}

/** What the form's content becomes in the row: the HTML, and the Markdown source when there is one. */
export function toContentWrite(values: { content: string; contentFormat: ContentFormat }) {
  return {
    content: renderPostSource(values.content, values.contentFormat),
    contentMarkdown: values.contentFormat === "markdown" ? values.content : null,
  };
}
