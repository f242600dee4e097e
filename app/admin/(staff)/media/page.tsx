import type { Metadata } from "next";

import { LibraryUpload } from "@/components/admin/media/library-upload";
import { MediaTable } from "@/components/admin/media/media-table";
import { requireStaff } from "@/lib/auth";
import { can } from "@/lib/auth/permissions";
import { listMediaLibrary } from "@/lib/media/admin-queries";

export const metadata: Metadata = { title: "Media" };

export default async function MediaPage() {
  const staff = await requireStaff("/admin/media");
  const items = await listMediaLibrary();
  return (
    <div className="grid gap-6">
      <h1 className="text-3xl font-bold">Media</h1>
      <p className="text-muted-foreground">
        Images for posts and case studies. Copy an image&rsquo;s address into any image field, or
        pick it there with &ldquo;Choose from the library&rdquo;. One in use cannot be deleted until
        it is removed where it is used.
      </p>
      <LibraryUpload />
      {items.length ? (
        <MediaTable
          items={items}
          deletableBy={can(staff.role, "media.manage") ? "all" : staff.id}
        />
      ) : (
        <p className="rounded-lg border bg-background p-8 text-center text-muted-foreground">
          No images yet. Upload one above, or from a post&rsquo;s cover field or its “Insert image”
          button.
        </p>
      )}
    </div>
  );
}
