import "server-only";
import { getDb } from "@/lib/db/client";

import { adminListBlogs, blogStats, findBlogById } from "./admin-repository";

/** The staff pages' reads: uncached, always the database's current state. */

export async function listAdminPosts(params: { q?: string; page?: number }) {
  return adminListBlogs(await getDb(), params);
}

export async function findPostForEdit(id: string) {
  return findBlogById(await getDb(), id);
}

export async function postStats() {
  return blogStats(await getDb());
}
