"use client";

import { deleteBlog } from "@/lib/blog/admin-actions";
import { ConfirmDeleteButton } from "./confirm-delete-button";

export function DeleteBlogButton({ id, title }: { id: string; title: string }) {
  return (
    <ConfirmDeleteButton
      title={title}
      noun="post"
      consequence="will be removed from the blog, the RSS feed and the sitemap."
      remove={() => deleteBlog(id)}
    />
  );
}
