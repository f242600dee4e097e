import { PlusIcon } from "lucide-react";
import Link from "next/link";

import { AutoFetchButton } from "@/components/blog/auto-fetch-button";
import { Button } from "@/components/ui/button";
import { Toaster } from "@/components/ui/sonner";

/** The list's staff-only tools (spec's Auto-Fetch button), loaded for staff only (staff-blog-tools). */
export function StaffBlogActions() {
  return (
    <div className="mt-6 flex flex-wrap justify-center gap-3">
      <AutoFetchButton />
      <Button asChild variant="outline">
        <Link href="/admin/create-blog">
          <PlusIcon aria-hidden /> New post
        </Link>
      </Button>
      <Toaster />
    </div>
  );
}
