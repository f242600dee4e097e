import Link from "next/link";

import { pauseNewsletterSend, resumeNewsletterSend } from "@/lib/newsletter/actions";
import type { SendSummary } from "@/lib/newsletter/queries";
import { ActionForm } from "./action-form";
import { sendStatusLabel } from "./send-status";

const utc = (d: Date) => `${d.toISOString().slice(0, 16).replace("T", " ")} UTC`;

/** A send's page: status, counts from the provider's events, pause and resume. */
export function SendDetails({ send }: { send: SendSummary }) {
  const c = send.counts;
  const stats: [string, number][] = [
    ["Recipients", send.recipients],
    ["Sent", c.sent],
    ["Waiting", c.queued],
    ["Delivered", c.delivered],
    ["Bounced", c.bounced],
    ["Complained", c.complained],
    ["Unsubscribed since", c.unsubscribed],
    ["Skipped (left or suppressed before their batch)", c.skipped],
  ];
  const running = ["scheduled", "pending", "sending"].includes(send.status) && !send.paused;
  const resumable = send.paused || send.status === "failed";
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <div>
        <h1 className="text-3xl font-bold">Newsletter: {send.postTitle}</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Queued {utc(send.createdAt)} by {send.createdByName || "the publish timer"}
          {send.finishedAt ? `, finished ${utc(send.finishedAt)}` : ""}.{" "}
          {send.postId && <Link href={`/admin/blogs/${send.postId}/edit`}>Back to the post</Link>}
        </p>
      </div>
      <p>
        Status: <strong data-testid="send-status">{sendStatusLabel(send)}</strong>
      </p>
      {send.lastError && !running && (
        <p className="text-sm text-destructive">Last error: {send.lastError}</p>
      )}
      <dl className="grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-4">
        {stats.map(([label, value]) => (
          <div key={label} className="rounded-md border p-3">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {running && (
        <ActionForm
          action={pauseNewsletterSend}
          fields={{ id: send.id }}
          label="Pause"
          busyLabel="Pausing..."
        />
      )}
      {resumable && (
        <ActionForm
          action={resumeNewsletterSend}
          fields={{ id: send.id }}
          label="Resume"
          busyLabel="Resuming..."
        />
      )}
    </div>
  );
}
