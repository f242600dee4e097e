"use server";

import type { ActionState } from "@/lib/action-state";
import { staffAction } from "@/lib/auth/staff-action";
import { logEvent } from "@/lib/log/logger";
import { isUuid } from "@/lib/uuid";
import { findBlogById } from "./admin-repository";
import { blogFormSchema, toBlogWrite, type BlogFormField } from "./blog-form-schema";
import { blogDb } from "./db";
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
    async (values): Promise<PreviewActionState> => {
      try {
        const id = postId ? String(postId) : null;
        if (id !== null && (!isUuid(id) || !(await findBlogById(await blogDb(), id)))) {
          return { status: "error", message: "This post no longer exists." };
        }
        const { title, summary, content, imageUrl, category, tags, authorId } = toBlogWrite(values);
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
    { next: "/admin/blogs" },
  );
  return preview(formData);
}
