import { Badge } from "@/components/ui/badge";
import type { PostStatus } from "@/lib/blog/post-status";

const names: Record<PostStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
};

// Staff may sit in any time zone: the server writes UTC, explicitly named.
const utc = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

/** The staff table's status column: the status and, for a scheduled post, when it goes live. */
export function PostStatusCell({
  status,
  publishAt,
}: {
  status: PostStatus;
  publishAt: Date | null;
}) {
  return (
    <div className="grid gap-1">
      <Badge variant={status === "published" ? "default" : "outline"}>{names[status]}</Badge>
      {status === "scheduled" && publishAt ? (
        <time
          dateTime={publishAt.toISOString()}
          className="text-xs whitespace-nowrap text-muted-foreground"
        >
          {utc.format(publishAt)} UTC
        </time>
      ) : null}
    </div>
  );
}
