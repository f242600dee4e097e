import { PlusIcon } from "lucide-react";
import Link from "next/link";

import { AutoFetchButton } from "@/components/blog/auto-fetch-button";
import { Button } from "@/components/ui/button";

/**
 * The list's staff-only tools (spec's Auto-Fetch button), loaded for staff only (staff-blog-tools):
 * one row of buttons on a line of its own, flush with the hero's text, the run's outcome below it; each only for a
 * role that may use it.
 */
export function StaffBlogActions({ autoFetch, newPost }: { autoFetch: boolean; newPost: boolean }) {
  const create = newPost && (
    <Button asChild variant="outline">
      <Link href="/admin/create-blog">
        <PlusIcon aria-hidden /> New post
      </Link>
    </Button>
  );
  return (
    <div className="mt-2 w-full">
      {autoFetch ? (
        <AutoFetchButton align="start">{create}</AutoFetchButton>
      ) : (
        <div className="flex">{create}</div>
      )}
    </div>
  );
}
