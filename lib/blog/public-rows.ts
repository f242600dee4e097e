import { desc, eq, getTableColumns, type SQL } from "drizzle-orm";

import { blogs } from "@/lib/db/schema";

/** Every column but the body (and its Markdown source): what a card shows. */
const { content: _content, contentMarkdown: _markdown, ...cardColumns } = getTableColumns(blogs);
export { cardColumns };
/** Newest first, with id as a tie-breaker so pages never overlap. */
export const newestFirst = [desc(blogs.createdAt), desc(blogs.id)];

/**
 * What the public may see: published posts only. Every public read (repository.ts, search.ts) filters on
 * this one condition; drafts and scheduled posts reach staff through admin-repository.ts alone.
 */
export const isPublic: SQL = eq(blogs.status, "published");
