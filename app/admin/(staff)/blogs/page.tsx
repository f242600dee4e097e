import { PlusIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { AdminBlogTable } from "@/components/admin/admin-blog-table";
import { SavedNoticeBanner } from "@/components/admin/saved-notice";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { requireStaff } from "@/lib/auth";
import { can } from "@/lib/auth/permissions";
import { listAdminPosts } from "@/lib/blog/admin-queries";
import { mayChangePost } from "@/lib/blog/post-access";
import { blogSavedNotice } from "@/lib/blog/save-landing";
import { parseBlogSearchParams } from "@/lib/blog/search-params";

export const metadata: Metadata = { title: "Posts" };

const pageHref = (q: string, page: number) =>
  `/admin/blogs?${new URLSearchParams({ ...(q && { q }), page: String(page) })}`;

export default async function AdminBlogsPage({ searchParams }: PageProps<"/admin/blogs">) {
  const staff = await requireStaff("/admin/blogs");
  const params = await searchParams;
  const { q, page } = parseBlogSearchParams(params);
  const { posts, hasNext } = await listAdminPosts({ q, page });
  const editable = new Set(posts.filter((p) => mayChangePost(staff, p)).map((p) => p.id));
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">Posts</h1>
        {can(staff.role, "posts.draft") && (
          <Button asChild>
            <Link href="/admin/create-blog">
              <PlusIcon aria-hidden /> New post
            </Link>
          </Button>
        )}
      </div>
      <SavedNoticeBanner notice={blogSavedNotice(params)} />
      <form role="search" action="/admin/blogs" className="flex max-w-md gap-2">
        <label htmlFor="admin-blog-search" className="sr-only">
          Search posts
        </label>
        <Input
          id="admin-blog-search"
          name="q"
          type="search"
          defaultValue={q}
          placeholder="Search title, summary or slug"
        />
        <Button type="submit" variant="outline">
          Search
        </Button>
      </form>
      {posts.length ? (
        <AdminBlogTable posts={posts} editable={editable} />
      ) : (
        <p className="rounded-lg border bg-background p-8 text-center text-muted-foreground">
          {q ? `No posts match “${q}”.` : "No posts yet. Create the first one."}
        </p>
      )}
      <nav aria-label="Post pages" className="flex justify-between">
        {page > 1 ? <Link href={pageHref(q, page - 1)}>← Newer</Link> : <span />}
        {hasNext ? <Link href={pageHref(q, page + 1)}>Older →</Link> : <span />}
      </nav>
    </div>
  );
}
