import type { Queryable } from "@/lib/db/types";
import { cardColumns, escapeLike, normaliseQuery, toBlog, toCard, type Row } from "./repository";
import { sanitizePostHtml } from "./sanitize";
import type { Blog, BlogCard } from "./types";

/** Staff-side SQL: uncached reads and the edit/delete writes. */

export type BlogStats = { total: number; manual: number; auto: number; latestAt: Date | null };

export async function blogStats(db: Queryable): Promise<BlogStats> {
  const [row] = await db.query<{ total: number; auto: number; latest: Date | string | null }>(
    `select count(*)::int as total, count(*) filter (where is_auto_generated)::int as auto,
            max(created_at) as latest from blogs`,
  );
  const total = row?.total ?? 0;
  const auto = row?.auto ?? 0;
  return { total, auto, manual: total - auto, latestAt: row?.latest ? new Date(row.latest) : null };
}

export const ADMIN_PAGE_SIZE = 25;

/** Newest first, searchable by title, summary or slug; one extra row tells if there is more. */
export async function adminListBlogs(
  db: Queryable,
  { q = "", page = 1 }: { q?: string; page?: number },
): Promise<{ posts: BlogCard[]; hasNext: boolean; page: number }> {
  const query = normaliseQuery(q);
  const safePage = Math.min(Math.max(1, Math.trunc(page) || 1), 1000);
  const params: unknown[] = [ADMIN_PAGE_SIZE + 1, (safePage - 1) * ADMIN_PAGE_SIZE];
  let where = "";
  if (query) {
    params.push(`%${escapeLike(query)}%`);
    where = "where (title || chr(31) || summary) ilike $3 or slug ilike $3";
  }
  const rows = await db.query<Row>(
    `select ${cardColumns} from blogs ${where} order by created_at desc, id desc limit $1 offset $2`,
    params,
  );
  return {
    posts: rows.slice(0, ADMIN_PAGE_SIZE).map(toCard),
    hasNext: rows.length > ADMIN_PAGE_SIZE,
    page: safePage,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findBlogById(db: Queryable, id: string): Promise<Blog | null> {
  if (!UUID.test(id)) return null; // not a uuid: no row, and no cast error from Postgres
  const [row] = await db.query<Row>("select * from blogs where id = $1", [id]);
  return row ? toBlog(row) : null;
}

export type BlogEdit = {
  title: string;
  summary: string;
  content: string;
  imageUrl: string | null;
  category: string | null;
  tags: string[] | null;
};

/** Updates a post in place. The slug stays: published links and the sitemap keep working. */
export async function updateBlog(db: Queryable, id: string, edit: BlogEdit): Promise<Blog | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.query<Row>(
    `update blogs set title = $2, summary = $3, content = $4, image_url = $5, category = $6,
            tags = $7 where id = $1 returning *`,
    [
      id,
      edit.title,
      edit.summary,
      sanitizePostHtml(edit.content),
      edit.imageUrl,
      edit.category,
      edit.tags,
    ],
  );
  return row ? toBlog(row) : null;
}

/** Deletes a post; returns its slug (for cache invalidation) or null when there was none. */
export async function deleteBlog(db: Queryable, id: string): Promise<string | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.query<{ slug: string }>("delete from blogs where id = $1 returning slug", [
    id,
  ]);
  return row?.slug ?? null;
}
