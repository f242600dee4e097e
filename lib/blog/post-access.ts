import { can, type StaffRole } from "@/lib/auth/permissions";
import type { PostStatus } from "./post-status";

/**
 * Who may change which post. A role that manages content (owner, editor) changes any post and
 * publishes; a role that may only draft (author) changes its own drafts and nothing else, and never
 * publishes or schedules. Dependency-free: the edit page, the list and the actions all ask here.
 */
export const mayPublish = (role: StaffRole) => can(role, "content.manage");

/** The staff id whose own drafts alone this role may change, or undefined: any post. */
export const ownDraftsOnly = (staff: { id: string; role: StaffRole }) =>
  mayPublish(staff.role) ? undefined : staff.id;

export function mayChangePost(
  staff: { id: string; role: StaffRole },
  post: { createdBy: string | null; status: PostStatus },
): boolean {
  if (mayPublish(staff.role)) return true;
  return can(staff.role, "posts.draft") && post.createdBy === staff.id && post.status === "draft";
}

export const DRAFTS_ONLY = "Your role saves drafts; an editor publishes or schedules them";
export const NOT_OWN_DRAFT = "You can change only your own drafts.";
