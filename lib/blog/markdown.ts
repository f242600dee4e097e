import "server-only";

import { Marked } from "marked";

import type { ContentFormat } from "./post-content-schema";
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
  return sanitizePostHtml(markdown.parse(source, { async: false }));
}

/** The editor's source in either format → the stored, sanitized HTML. */
export function renderPostSource(source: string, format: ContentFormat): string {
  return format === "markdown" ? markdownToHtml(source) : sanitizePostHtml(source);
}

/** What the form's content becomes in the row: the HTML, and the Markdown source when there is one. */
export function toContentWrite(values: { content: string; contentFormat: ContentFormat }) {
  return {
    content: renderPostSource(values.content, values.contentFormat),
    contentMarkdown: values.contentFormat === "markdown" ? values.content : null,
  };
}
