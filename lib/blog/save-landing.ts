import "server-only";

import { redirect } from "next/navigation";

import { isPlainPost, keptValues } from "@/lib/action-state";
import { keepRefusedPost } from "@/lib/refused-post";
import { firstParam, slugParam, type RawSearchParams, type SavedNotice } from "@/lib/saved-notice";
import type { BlogActionState } from "./admin-actions";
import { blogFormSchema, type BlogFormField } from "./blog-form-schema";
import { POST_STATUSES, type PostStatus } from "./post-status";
import { saveConfirmation } from "./save-confirmation";

const FIELDS = Object.keys(blogFormSchema.shape) as BlogFormField[];
const LIST = "/admin/blogs";

/**
 * A plain post of the editor (no JavaScript): saved, it lands on the staff list with the
 * confirmation the enhanced form toasts (a published post's public page is cached HTML, which
 * carries no per-request message; the notice links to it); refused, the form comes back with the
 * values typed. The enhanced form's own call gets the answer unchanged.
 */
export function answerPlainPost(
  form: unknown,
  result: BlogActionState,
  /** The editor's page ("" when creating: the new-post page). */
  postId: string,
): BlogActionState {
  const created = postId === "";
  if (!isPlainPost(form)) return result;
  if (result.status === "success" && result.postStatus) {
    const query = new URLSearchParams({ saved: result.postStatus });
    if (created) query.set("new", "1");
    if (result.postStatus === "scheduled" && result.publishAt) query.set("at", result.publishAt);
    if (result.postStatus === "published" && result.slug) query.set("post", result.slug);
    redirect(`${LIST}?${query}`);
  }
  const token = keepRefusedPost("post", { ...result, values: keptValues(form, FIELDS) });
  const page = created ? "/admin/create-blog" : `/admin/blogs/${encodeURIComponent(postId)}/edit`;
  redirect(`${page}?refused=${token}`);
}

/** The list page's notice after a plain post's save, from the query answerPlainPost wrote. */
export function blogSavedNotice(raw: RawSearchParams): SavedNotice | null {
  const status = firstParam(raw, "saved");
  if (!POST_STATUSES.includes(status as PostStatus)) return null;
  const at = firstParam(raw, "at");
  const message = saveConfirmation({
    status: status as PostStatus,
    publishAt: at && at.length <= 40 ? at : null,
    created: firstParam(raw, "new") === "1",
  });
  const slug = status === "published" ? slugParam(raw, "post") : undefined;
  return slug ? { message, href: `/blogs/${slug}`, linkText: "View the post" } : { message };
}
