import type { InferInsertModel, InferSelectModel } from "drizzle-orm";

import type { blogs } from "@/lib/db/schema";

/** A post as the app sees it: a row of `blogs` (spec §3), typed by lib/db/schema.ts. */
export type Blog = InferSelectModel<typeof blogs>;

/** What a card needs: everything but the body and its Markdown source. */
export type BlogCard = Omit<Blog, "content" | "contentMarkdown">;

export type BlogPage = {
  posts: BlogCard[];
  page: number;
  pageSize: number;
  hasNext: boolean;
};

/** A post to store: any column but those the database or the repository assigns. */
export type NewBlog = Omit<InferInsertModel<typeof blogs>, "id" | "slug" | "updatedAt"> & {
  summary: string;
  content: string;
};

export const BLOGS_PER_PAGE = 12;
