import type { PostStatus } from "./post-status";

/**
 * What staff read after saving a post, on the page they land on. Dependency-free: the form runs it
 * in the browser, so a publish time reads in the staff member's own time zone, as they typed it.
 */
const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

export function saveConfirmation(
  saved: { status?: PostStatus; publishAt?: string | null; created: boolean },
  now: Date = new Date(),
): string {
  if (saved.status === "draft") return "Draft saved";
  if (saved.status === "scheduled") {
    const at = saved.publishAt ? new Date(saved.publishAt) : null;
    if (!at || Number.isNaN(at.getTime())) return "Scheduled";
    // The scheduler publishes a post whose time has passed at once, under that earlier date.
    if (at <= now) return `The publish time has passed: published now, dated ${when.format(at)}`;
    return `Scheduled for ${when.format(at)}`;
  }
  // "Blog created successfully!" is the product spec's own text for a created post.
  return saved.created ? "Blog created successfully!" : "Post updated";
}

/** The form's warning while the chosen time is in the past (same rule as above). */
export function pastScheduleWarning(publishAt: string, now: Date = new Date()): string | null {
  const at = new Date(publishAt);
  if (!publishAt || Number.isNaN(at.getTime()) || at > now) return null;
  return "This time has passed: saving publishes the post at once, dated then.";
}
