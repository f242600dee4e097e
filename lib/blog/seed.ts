import { seedPosts } from "@/content/blog-posts";
import type { Db } from "@/lib/db/types";
import { seedOnce } from "@/lib/publishing/seed-once";
import { insertBlog } from "./repository";

/** The sample posts, once per database (lib/publishing/seed-once.ts). */
export const seedIfEmpty = (db: Db) => seedOnce(db, "blogs", seedPosts, insertBlog);
