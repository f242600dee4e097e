import * as z from "@/lib/zod";

/** The editor's newsletter forms (components/admin/newsletter): shared by the form and the action. */
export const testFormSchema = z.object({ postId: z.uuid("This post no longer exists.") });

const SEND_MODES = ["now", "publish", "on-publish"] as const;

export const sendFormSchema = z.object({
  postId: z.uuid("This post no longer exists."),
  mode: z.enum(SEND_MODES, "Choose how to send"),
  confirm: z.literal("yes", "Tick the box to confirm the send"),
});
