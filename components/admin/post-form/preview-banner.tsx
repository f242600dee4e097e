import type { PostStatus } from "@/lib/blog/post-status";

const label: Record<PostStatus, string> = {
  draft: "a draft",
  scheduled: "scheduled, not public yet",
  published: "published; this shows unsaved changes",
};

/**
 * Above a preview: what it is, so nobody mistakes it for the public page. A case study's preview
 * shows its saved version, hence its own wording. It sits in the flow above the site header (which
 * the preview makes sticky), so the page below looks as it will when public.
 */
export function PreviewBanner({
  status,
  kind = "post",
}: {
  status: PostStatus;
  kind?: "post" | "case study";
}) {
  const state = kind === "post" ? label[status] : status === "published" ? "published" : "a draft";
  return (
    <div
      role="status"
      className="bg-notice px-4 py-2 text-center text-sm font-medium text-notice-foreground"
    >
      Preview — this {kind} is {state}. Only signed-in staff can open this link; it expires in 30
      minutes.
    </div>
  );
}
