"use server";

import type { ActionState } from "@/lib/action-state";
import { getDb } from "@/lib/db/client";
import { staffAction } from "@/lib/auth/staff-action";
import { logEvent } from "@/lib/log/logger";
import { isUuid } from "@/lib/uuid";
import * as z from "@/lib/zod";
import { findBlogById } from "./admin-repository";
import { BLOG_LIMITS, blogFormSchema, toBlogWrite, type BlogFormField } from "./blog-form-schema";
import { renderPostSource, toContentWrite } from "@/lib/publishing/markdown";
import { CONTENT_FORMATS } from "@/lib/publishing/content-format";
import { mayChangePost, NOT_OWN_DRAFT } from "./post-access";
import { createPreviewUrl } from "./preview";

export type PreviewActionState = ActionState<BlogFormField> & { url?: string };

/**
 * The form's current (unsaved) values → a signed preview link. `postId` is the post being edited
 * (bound by the edit page; "" when creating). Staff only, validated like a save.
 */
export async function previewPost(
  postId: string,
  _prev: PreviewActionState,
  formData: FormData,
): Promise<PreviewActionState> {
  const preview = staffAction(
    blogFormSchema,
    async (values, staff): Promise<PreviewActionState> => {
      try {
        const id = postId ? String(postId) : null;
        const post = id !== null && isUuid(id) ? await findBlogById(await getDb(), id) : null;
        if (id !== null && !post) {
          return { status: "error", message: "This post no longer exists." };
        }
        // An author previews their own drafts only: the link would show someone else's unsaved edit.
        if (post && !mayChangePost(staff, post)) return { status: "error", message: NOT_OWN_DRAFT };
        const { title, summary, imageUrl, category, tags, authorId } = toBlogWrite(values);
        const { content } = toContentWrite(values);
        const url = await createPreviewUrl(id, {
          title,
          summary,
          content,
          imageUrl,
          category,
          tags,
          authorId,
        });
        return { status: "success", url };
      } catch (error) {
        logEvent("error", "preview failed", { error });
        return { status: "error", message: "The preview could not be made." };
      }
    },
    { may: "posts.draft", next: "/admin/blogs" },
  );
  return preview(formData);
}

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
      may: "posts.draft",
      next: "/admin/blogs",
      invalid: (): PreviewResult => ({
        status: "error",
        message: `The preview shows up to ${BLOG_LIMITS.content.toLocaleString("en-US")} characters of Markdown or HTML.`,
      }),
    },
  );
  return preview(args);
}
