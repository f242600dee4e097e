import { team } from "@/content/team";
import * as z from "@/lib/zod";
import { POST_STATUSES, type PostStatus } from "./post-status";

/** The post form's lifecycle fields (status, publish time, author), merged into blogFormSchema. */

const authorIds: readonly string[] = team.map((member) => member.id);

/** An ISO time as the browser's form sends it (converted from its local date-time field). */
const isoTime = (value: string) => value === "" || !Number.isNaN(Date.parse(value));

export const lifecycleFields = {
  status: z.enum(POST_STATUSES, "Choose draft, scheduled or published"),
  publishAt: z.string().trim().max(40, "Publish time is not valid").refine(isoTime, {
    message: "Publish time is not valid",
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
