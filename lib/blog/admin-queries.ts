import "server-only";

import { adminListBlogs, blogStats, findBlogById } from "./admin-repository";
import { blogDb } from "./db";

/** The staff pages' reads: uncached, always the database's current state. */

export async function listAdminPosts(params: { q?: string; page?: number }) {
  return adminListBlogs(await blogDb(), params);
}

export async function findPostForEdit(id: string) {
  return findBlogById(await blogDb(), id);
}

export async function postStats() {
  return blogStats(await blogDb());
}
