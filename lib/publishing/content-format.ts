/** How a body is written: Markdown rendered on the server, or HTML (both end sanitized). */
export const CONTENT_FORMATS = ["markdown", "html"] as const;
export type ContentFormat = (typeof CONTENT_FORMATS)[number];
