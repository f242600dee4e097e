import { ArrowLeftIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";

import { BlogForm } from "@/components/admin/blog-form";
import { NewsletterPanel } from "@/components/admin/newsletter/newsletter-panel";
import { Button } from "@/components/ui/button";
import { deniedPath, requireStaff } from "@/lib/auth";
import { can } from "@/lib/auth/permissions";
import { updateBlog, type BlogActionState } from "@/lib/blog/admin-actions";
import { refusedPost } from "@/lib/refused-post";
import { findPostForEdit } from "@/lib/blog/admin-queries";
import { mayChangePost, mayPublish } from "@/lib/blog/post-access";
import { lifecycleFormValues } from "@/lib/blog/lifecycle-form-schema";
import { contentFormValues } from "@/lib/blog/post-content-schema";
import { seoFormValues } from "@/lib/blog/post-seo-schema";

export const metadata: Metadata = { title: "Edit post" };

export default async function EditBlogPage({
  params,
  searchParams,
}: PageProps<"/admin/blogs/[id]/edit">) {
  const { id } = await params;
  const path = `/admin/blogs/${encodeURIComponent(id)}/edit`;
  const staff = await requireStaff(path);
  const post = await findPostForEdit(id);
  if (!post) notFound();
  // An author opens their own drafts only; the dashboard says why.
  if (!mayChangePost(staff, post)) redirect(deniedPath(path));
  return (
    <div className="mx-auto grid max-w-3xl gap-6 lg:max-w-6xl">
      <Button asChild variant="ghost" className="justify-self-start">
        <Link href="/admin/blogs">
          <ArrowLeftIcon aria-hidden /> All posts
        </Link>
      </Button>
      <div>
        <h1 className="text-3xl font-bold">Edit post</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          {/* A draft or scheduled post has no public page yet: a link would lead to a 404. */}
          {post.status === "published" ? (
            <>
              At <Link href={`/blogs/${post.slug}`}>/blogs/{post.slug}</Link>
            </>
          ) : (
            <>Not public yet; once published at /blogs/{post.slug}</>
          )}
        </p>
      </div>
      <BlogForm
        postId={post.id}
        canPublish={mayPublish(staff.role)}
        action={updateBlog.bind(null, post.id)}
        refused={refusedPost<BlogActionState>("post", (await searchParams).refused)}
        defaultValues={{
          title: post.title,
          summary: post.summary,
          ...contentFormValues(post),
          ...seoFormValues(post),
          imageUrl: post.imageUrl ?? "",
          category: post.category ?? "",
          tags: post.tags?.join(", ") ?? "",
          ...lifecycleFormValues(post),
          slug: post.slug,
        }}
        currentSlug={post.slug}
        submitLabel="Save changes"
        busyLabel="Saving..."
        failureMessage="Failed to update post"
      />
      {can(staff.role, "newsletter.send") && <NewsletterPanel post={post} />}
    </div>
  );
}
