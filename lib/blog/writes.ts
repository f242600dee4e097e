import "server-only";

import { boundWrite } from "@/lib/publishing/after-write";
import type { Db } from "@/lib/db/types";
import { deleteBlog, updateBlog, type BlogEdit } from "./admin-repository";
import { publishDue, publishNow } from "./lifecycle-repository";
import { insertBlog } from "./repository";
import type { NewBlog } from "./types";

/**
 * The posts' writes as staff and the scheduler make them: each reports what it changed, and the
 * publishing kit's after-write step refreshes every cache that shows it (lib/publishing/after-write.ts).
 */
export const createPost = boundWrite(async (db: Db, values: NewBlog) => {
  const post = await insertBlog(db, values);
  return { value: post, change: post && { type: "post" as const, slugs: [post.slug] } };
});

/** `ownDraftOf`: a staff id when only that member's own draft may be changed (post-access.ts). */
export const editPost = boundWrite(
  async (db: Db, id: string, edit: BlogEdit, ownDraftOf?: string) => {
    const post = await updateBlog(db, id, edit, ownDraftOf);
    const moved = post && post.previousSlug !== post.slug;
    return {
      value: post,
      change: post && {
        type: "post" as const,
        slugs: [post.slug, post.previousSlug],
        redirects: moved ? [`/blogs/${post.previousSlug}`] : [],
      },
    };
  },
);

export const removePost = boundWrite(async (db: Db, id: string, ownDraftOf?: string) => {
  const deleted = await deleteBlog(db, id, ownDraftOf);
  return {
    value: deleted,
    change: deleted && {
      type: "post" as const,
      slugs: [deleted.slug],
      redirects: deleted.redirectPaths,
    },
  };
});

/** Scheduled posts due at `now`, each published exactly once (lifecycle-repository.ts). */
export const publishDuePostsAt = boundWrite(async (db: Db, now: Date) => {
  const published = await publishDue(db, now);
  return {
    value: published,
    change: published.length
      ? { type: "post" as const, slugs: published.map((p) => p.slug) }
      : null,
  };
});

/** "Publish and send" (lib/newsletter/actions.ts): a draft or scheduled post published now. */
export const publishPostNow = boundWrite(async (db: Db, id: string) => {
  const post = await publishNow(db, id);
  return { value: post, change: post && { type: "post" as const, slugs: [post.slug] } };
});
