import { PlusIcon } from "lucide-react";
import Link from "next/link";

import { AutoFetchButton } from "@/components/blog/auto-fetch-button";
import { Button } from "@/components/ui/button";
import { Toaster } from "@/components/ui/sonner";
import { getStaff } from "@/lib/auth";

/** The list's staff-only tools (spec's Auto-Fetch button; DESIGN §5: shown to staff only). */
export async function StaffBlogTools() {
  if (!(await getStaff())) return null;
  return (
    <div className="mt-6 flex flex-wrap justify-center gap-3">
      <AutoFetchButton />
      <Button asChild variant="outline">
        <Link href="/admin/create-blog">
          <PlusIcon aria-hidden /> Create Blog
        </Link>
      </Button>
      <Toaster />
    </div>
  );
}
