import { ArrowLeftIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { BlogForm } from "@/components/admin/blog-form";
import { Button } from "@/components/ui/button";
import { requireStaff } from "@/lib/auth";
import { createBlog, type BlogActionState } from "@/lib/blog/admin-actions";
import { refusedPost } from "@/lib/refused-post";
import { emptyBlogForm } from "@/lib/blog/blog-form-schema";
import { mayPublish } from "@/lib/blog/post-access";

export const metadata: Metadata = { title: "New post" };

export default async function CreateBlogPage({ searchParams }: PageProps<"/admin/create-blog">) {
  const staff = await requireStaff("/admin/create-blog");
  return (
    <div className="mx-auto grid max-w-3xl gap-6 lg:max-w-6xl">
      {/* The product spec's own texts: "Back to Blogs" (the visitors' blog) and "Create Blog". */}
      <Button asChild variant="ghost" className="justify-self-start">
        <Link href="/blogs">
          <ArrowLeftIcon aria-hidden /> Back to Blogs
        </Link>
      </Button>
      <h1 className="text-3xl font-bold">New post</h1>
      <BlogForm
        action={createBlog}
        refused={refusedPost<BlogActionState>("post", (await searchParams).refused)}
        canPublish={mayPublish(staff.role)}
        defaultValues={emptyBlogForm}
        submitLabel="Create Blog"
        busyLabel="Creating..."
        failureMessage="Failed to create blog"
      />
    </div>
  );
}
