import { DownloadIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { deleteSubscriber, liftSuppression } from "@/lib/newsletter/subscriber-actions";
import type { ListedSubscriber } from "@/lib/newsletter/subscribers";
import type { Suppression } from "@/lib/newsletter/suppressions";
import { ActionForm } from "./action-form";

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : "");
const REASONS = { hard_bounce: "hard bounce", complaint: "spam complaint", manual: "staff" };

/** Subscribers with status, source and consent time; each deletable. */
export function SubscriberList({ subscribers }: { subscribers: ListedSubscriber[] }) {
  return (
    <section aria-labelledby="subscribers" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="subscribers" className="text-xl font-semibold">
          Subscribers ({subscribers.length})
        </h2>
        <Button asChild variant="outline" size="sm">
          <a href="/api/admin/subscribers-csv" download>
            <DownloadIcon aria-hidden /> Export CSV
          </a>
        </Button>
      </div>
      <div className="overflow-x-auto rounded-lg border bg-background">
        <table className="w-full text-sm">
          <thead className="text-left text-muted-foreground">
            <tr>
              <th className="p-2">Address</th>
              <th className="p-2">Status</th>
              <th className="p-2">Source</th>
              <th className="p-2">Consent</th>
              <th className="p-2">Confirmed</th>
              <th className="p-2">
                <span className="sr-only">Delete</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {subscribers.map((s) => (
              <tr key={s.id} className="border-t align-top">
                <td className="p-2 break-all">{s.email}</td>
                <td className="p-2">{s.status}</td>
                <td className="p-2">
                  {s.source}
                  {s.consentBasis && (
                    <div className="text-xs text-muted-foreground">{s.consentBasis}</div>
                  )}
                </td>
                <td className="p-2 whitespace-nowrap">{day(s.consentedAt ?? s.createdAt)}</td>
                <td className="p-2 whitespace-nowrap">{day(s.confirmedAt)}</td>
                <td className="p-2">
                  <ActionForm
                    action={deleteSubscriber}
                    fields={{ id: s.id }}
                    label="Delete"
                    busyLabel="Deleting..."
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Addresses no mail goes to, and why; staff may lift one. */
export function SuppressionList({ suppressions }: { suppressions: Suppression[] }) {
  return (
    <section aria-labelledby="suppressed" className="grid gap-3">
      <h2 id="suppressed" className="text-xl font-semibold">
        Suppressed addresses ({suppressions.length})
      </h2>
      <p className="text-sm text-muted-foreground">
        No mail of the site goes to these: not the newsletter, not form replies, not notifications.
      </p>
      {suppressions.length ? (
        <ul className="divide-y rounded-lg border bg-background text-sm">
          {suppressions.map((s) => (
            <li
              key={s.email}
              className="flex flex-wrap items-center justify-between gap-2 px-4 py-2"
            >
              <span className="break-all">{s.email}</span>
              <span className="text-muted-foreground">
                {REASONS[s.reason]} · {day(s.createdAt)}
              </span>
              <ActionForm
                action={liftSuppression}
                fields={{ email: s.email }}
                label="Lift"
                busyLabel="Lifting..."
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground">None.</p>
      )}
    </section>
  );
}
