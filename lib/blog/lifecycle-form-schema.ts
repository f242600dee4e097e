import { team } from "@/content/team";
import * as z from "@/lib/zod";
import { POST_STATUSES, type PostStatus } from "./post-status";

/** The post form's lifecycle fields (status, publish time, author), merged into blogFormSchema. */

const authorIds: readonly string[] = team.map((member) => member.id);

/**
 * An ISO 8601 time as the browser's form sends it (converted from its local date-time field), or
 * a datetime-local value: date and time, seconds and zone optional. Nothing looser: Date.parse
 * reads "1" as the year 2001.
 */
const ISO_TIME =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)?$/;
const isoTime = (value: string) =>
  value === "" || (ISO_TIME.test(value) && !Number.isNaN(Date.parse(value)));

const PUBLISH_AT_MESSAGE = "Publish time must be a date and time like 2026-03-01T09:30 (ISO 8601)";

export const lifecycleFields = {
  status: z.enum(POST_STATUSES, "Choose draft, scheduled or published"),
  publishAt: z.string().trim().max(40, PUBLISH_AT_MESSAGE).refine(isoTime, {
    message: PUBLISH_AT_MESSAGE,
  }),
  authorId: z
    .string()
    .trim()
    .refine((id) => id === "" || authorIds.includes(id), "Choose an author from the team"),
};

/** A scheduled post needs its time; checked on the whole form (see blogFormSchema). */
export function checkSchedule(
  values: { status: PostStatus; publishAt: string },
  ctx: z.RefinementCtx,
) {
  if (values.status === "scheduled" && !values.publishAt) {
    ctx.addIssue({
      code: "custom",
      path: ["publishAt"],
      message: "Choose when to publish a scheduled post",
    });
  }
}

export const emptyLifecycleForm = { status: "draft" as PostStatus, publishAt: "", authorId: "" };

/** Form values → columns. Only a scheduled post keeps a publish time to wait for. */
export function toLifecycleWrite(values: {
  status: PostStatus;
  publishAt: string;
  authorId: string;
}) {
  return {
    status: values.status,
    publishAt:
      values.status === "scheduled" && values.publishAt ? new Date(values.publishAt) : null,
    authorId: values.authorId || null,
  };
}

/** A stored post → the form's lifecycle values. */
export function lifecycleFormValues(post: {
  status: PostStatus;
  publishAt: Date | null;
  authorId: string | null;
}) {
  return {
    status: post.status,
    publishAt: post.publishAt?.toISOString() ?? "",
    authorId: post.authorId ?? "",
  };
}
