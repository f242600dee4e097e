import * as z from "@/lib/zod";
import { CONTENT_FORMATS, type ContentFormat } from "@/lib/publishing/content-format";

/**
 * How the form's `content` is written (issue 15 item 4): Markdown, rendered to sanitized HTML on
 * the server (lib/publishing/markdown.ts), or HTML as before. A form that sends no format (older
 * clients, the tests of the HTML form) writes HTML.
 */
export type { ContentFormat };

export const postContentFields = {
  contentFormat: z
    .enum([...CONTENT_FORMATS, ""], "Choose Markdown or HTML")
    .transform((f): ContentFormat => f || "html"),
};

/** A stored post → the editor's values: its Markdown source when it has one, else its HTML. */
export function contentFormValues(post: { content: string; contentMarkdown: string | null }) {
  return post.contentMarkdown === null
    ? { content: post.content, contentFormat: "html" as const }
    : { content: post.contentMarkdown, contentFormat: "markdown" as const };
}
