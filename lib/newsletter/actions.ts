"use server";

import { revalidatePath } from "next/cache";

import type { ActionState } from "@/lib/action-state";
import { recordAudit } from "@/lib/audit/record";
import { staffAction } from "@/lib/auth/staff-action";
import { publishPostNow } from "@/lib/blog/writes";
import { getDb } from "@/lib/db/client";
import * as z from "@/lib/zod";
import { hasOpenSend } from "./queries";
import { createSend, pauseSend, resumeSend } from "./sends";
import { sendFormSchema, testFormSchema } from "./send-form-schema";
import { findPost, queueTestMail, startSend } from "./send-start";

const editor = (postId: string) => `/admin/blogs/${encodeURIComponent(postId)}/edit`;

/** "Send a test to me": the post's newsletter mail to the staff member's own address only. */
export async function sendTestNewsletter(_prev: ActionState, form: unknown): Promise<ActionState> {
  const send = staffAction(
    testFormSchema,
    async ({ postId }, staff): Promise<ActionState> => {
      const post = await findPost(postId);
      if (!post) return { status: "error", message: "This post no longer exists." };
      await queueTestMail(post, staff);
      await recordAudit({
        actor: staff,
        action: "newsletter.test-sent",
        target: { type: "post", id: postId },
      });
      return { status: "success", message: `Test sent to ${staff.email}.` };
    },
    { may: "newsletter.send", next: "/admin/blogs", message: "This post no longer exists." },
  );
  return send(form);
}

/**
 * "Send to subscribers" (a published post), "Publish and send" (a draft: published now, then
 * sent) or "Send when published" (a scheduled post: queued at its publish time). One send per
 * post at a time; the recipients are fixed when it is queued.
 */
export async function sendPostToSubscribers(
  _prev: ActionState,
  form: unknown,
): Promise<ActionState> {
  const send = staffAction(
    sendFormSchema,
    async ({ postId, mode }, staff): Promise<ActionState> => {
      const post = await findPost(postId);
      if (!post) return { status: "error", message: "This post no longer exists." };
      if (await hasOpenSend(postId)) {
        return { status: "error", message: "This post already has a send under way." };
      }
      const expected = { now: "published", publish: "draft", "on-publish": "scheduled" }[mode];
      if (post.status !== expected) {
        return { status: "error", message: "The post changed meanwhile; reload the page." };
      }
      const db = await getDb();
      if (mode === "publish") await publishPostNow(db, postId);
      const by = { id: staff.id, name: staff.name };
      const sendId = await createSend(db, post, by, mode === "on-publish" ? "on-publish" : "now");
      await recordAudit({
        actor: staff,
        action: "newsletter.send-queued",
        target: { type: "post", id: postId, label: post.title },
        details: { mode, sendId },
      });
      if (mode !== "on-publish") startSend(sendId);
      revalidatePath(editor(postId));
      return {
        status: "success",
        message:
          mode === "on-publish"
            ? "The post goes to subscribers when it is published."
            : "Sending to subscribers. Follow it on the send's page.",
      };
    },
    { may: "newsletter.send", next: "/admin/blogs", message: "Confirm the send first." },
  );
  return send(form);
}

const sendId = z.object({ id: z.uuid("Unknown send.") });

/** Staff pause a send; its job stops before its next batch. */
export async function pauseNewsletterSend(_prev: ActionState, form: unknown): Promise<ActionState> {
  const pause = staffAction(
    sendId,
    async ({ id }, staff): Promise<ActionState> => {
      if (!(await pauseSend(await getDb(), id))) {
        return { status: "error", message: "This send is not running." };
      }
      await recordAudit({
        actor: staff,
        action: "newsletter.send-paused",
        target: { type: "newsletter-send", id },
      });
      revalidatePath(`/admin/newsletter/${id}`);
      return { status: "success", message: "Paused." };
    },
    { may: "newsletter.send", next: "/admin", message: "Unknown send." },
  );
  return pause(form);
}

/** Staff resume a paused (or failed) send. */
export async function resumeNewsletterSend(
  _prev: ActionState,
  form: unknown,
): Promise<ActionState> {
  const resume = staffAction(
    sendId,
    async ({ id }, staff): Promise<ActionState> => {
      if (!(await resumeSend(await getDb(), id))) {
        return { status: "error", message: "This send is not paused." };
      }
      await recordAudit({
        actor: staff,
        action: "newsletter.send-resumed",
        target: { type: "newsletter-send", id },
      });
      startSend(id);
      revalidatePath(`/admin/newsletter/${id}`);
      return { status: "success", message: "Resumed." };
    },
    { may: "newsletter.send", next: "/admin", message: "Unknown send." },
  );
  return resume(form);
}
