"use server";

import { staffAction } from "@/lib/auth/staff-action";
import * as z from "@/lib/zod";
import { BLOG_LIMITS } from "./blog-form-schema";
import { renderPostSource } from "./markdown";
import { CONTENT_FORMATS } from "./post-content-schema";

export type PreviewResult = { status: "ok"; html: string } | { status: "error"; message: string };

// The same cap as the form's content field: a preview is never asked to render more than a post
// may hold.
const previewArgs = z.tuple([z.string().max(BLOG_LIMITS.content), z.enum(CONTENT_FORMATS)]);

/**
 * The editor's live preview: the source rendered exactly as the post will be (Markdown through
 * marked, then the one sanitizer), for staff only. Called with the editor's text and format.
 */
export async function previewPostContent(...args: unknown[]): Promise<PreviewResult> {
  const preview = staffAction(
    previewArgs,
    async ([source, format]): Promise<PreviewResult> => ({
      status: "ok",
      html: renderPostSource(source, format),
    }),
    {
      next: "/admin/blogs",
      invalid: (): PreviewResult => ({
        status: "error",
        message: `The preview shows up to ${BLOG_LIMITS.content.toLocaleString("en-US")} characters of Markdown or HTML.`,
      }),
    },
  );
  return preview(args);
}
