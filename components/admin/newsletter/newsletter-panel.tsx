import Link from "next/link";

import { sendPostToSubscribers, sendTestNewsletter } from "@/lib/newsletter/actions";
import { listSends, recipientCount } from "@/lib/newsletter/queries";
import { ActionForm } from "./action-form";
import { sendStatusLabel } from "./send-status";

type Post = { id: string; status: "draft" | "scheduled" | "published" };

/**
 * The post editor's "Newsletter" box: how many subscribers a send would reach, a test to oneself
 * first, then the send itself (ticked to confirm), and this post's earlier sends.
 */
export async function NewsletterPanel({ post }: { post: Post }) {
  const [count, sends] = await Promise.all([recipientCount(), listSends(post.id, 10)]);
  const open = sends.some((s) => !["sent", "cancelled"].includes(s.status));
  const mode = { published: "now", draft: "publish", scheduled: "on-publish" }[post.status];
  const label = {
    published: `Send to ${count} subscribers`,
    draft: `Publish and send to ${count} subscribers`,
    scheduled: "Send to subscribers when published",
  }[post.status];
  return (
    <section
      aria-labelledby="newsletter"
      className="grid gap-4 rounded-lg border bg-background p-4"
    >
      <div>
        <h2 id="newsletter" className="text-lg font-semibold">
          Newsletter
        </h2>
        <p className="text-sm text-muted-foreground">
          {count} confirmed subscriber{count === 1 ? "" : "s"} would receive this post (suppressed
          addresses left out). No tracking pixel, no link rewriting.
        </p>
      </div>
      <ActionForm
        action={sendTestNewsletter}
        fields={{ postId: post.id }}
        label="Send a test to me"
        busyLabel="Sending test..."
      />
      {open ? (
        <p className="text-sm">This post has a send under way; see below.</p>
      ) : (
        <ActionForm
          action={sendPostToSubscribers}
          fields={{ postId: post.id, mode }}
          label={label}
          busyLabel="Queueing..."
          confirm={`I sent myself a test and want ${count} subscribers to get this post.`}
          variant="default"
        />
      )}
      {sends.length > 0 && (
        <ul className="grid gap-1 text-sm">
          {sends.map((s) => (
            <li key={s.id}>
              <Link href={`/admin/newsletter/${s.id}`}>
                {s.createdAt.toISOString().slice(0, 16).replace("T", " ")} UTC: {sendStatusLabel(s)}
                , {s.recipients} recipients
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
