import type { PostStatus } from "@/lib/blog/post-status";

const label: Record<PostStatus, string> = {
  draft: "a draft",
  scheduled: "scheduled, not public yet",
  published: "published; this shows unsaved changes",
};

/** Above a preview: what it is, so nobody mistakes it for the public page. */
export function PreviewBanner({ status }: { status: PostStatus }) {
  return (
    <div
      role="status"
      className="sticky top-0 z-[60] bg-notice px-4 py-2 text-center text-sm font-medium text-notice-foreground"
    >
      Preview — this post is {label[status]}. Only signed-in staff can open this link; it expires in
      30 minutes.
    </div>
  );
}
