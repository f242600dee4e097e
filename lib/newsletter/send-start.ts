import "server-only";

import { after } from "next/server";

import { findBlogById } from "@/lib/blog/admin-repository";
import { getDb } from "@/lib/db/client";
import { deliverDue, enqueueMails } from "@/lib/leads/outbox";
import { logEvent } from "@/lib/log/logger";
import { personalize, postMail } from "./post-mail";
import { drainSend } from "./send-queue";

/** The newsletter actions' pieces (actions.ts holds only the exported server actions). */

/** The post a send or a test is about, whatever its status (staff choose drafts and scheduled ones too). */
export async function findPost(id: string) {
  return findBlogById(await getDb(), id);
}

/** Runs a queued send in the background until done or paused (the cron takes over otherwise). */
export function startSend(sendId: string) {
  after(async () => {
    await drainSend(await getDb(), sendId).catch((error: unknown) =>
      logEvent("error", "newsletter send failed to start", { sendId, error }),
    );
  });
}

/** The post's newsletter mail to one staff address, marked as a test, queued and sent after the answer. */
export async function queueTestMail(
  post: NonNullable<Awaited<ReturnType<typeof findPost>>>,
  staff: { id: string; email: string },
) {
  const mail = await personalize(postMail(post), staff.id, new Date());
  const db = await getDb();
  const ids = await enqueueMails(db, [
    { ...mail, subject: `[Test] ${mail.subject}`, kind: "newsletter-test", to: staff.email },
  ]);
  after(() => deliverDue(db, { ids }).catch(() => undefined));
}
