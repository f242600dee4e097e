import * as z from "@/lib/zod";

/** The manage page's forms: the signed token from the mail, and for a move the new start. */
export const cancelCallSchema = z.object({ token: z.string().min(1).max(2000) });

export const rescheduleCallSchema = cancelCallSchema.extend({
  slot: z.iso.datetime({ offset: true, message: "Pick a new time from the list" }),
});
