import { Badge } from "@/components/ui/badge";
import type { HeldLead, HeldSubscriber } from "@/lib/spam/quarantine";
import { dateTime } from "./leads-table";
import { SpamActions } from "./spam-actions";

const REASONS: Record<string, string> = {
  honeypot: "Hidden field filled",
  timing: "Impossible timing",
  "no-proof": "No proof-of-work (or no JavaScript)",
  "bad-proof": "Invalid proof-of-work",
  "replayed-proof": "Reused proof-of-work",
  "disposable-address": "Disposable address",
  "blocked-domain": "Blocked domain",
  throttled: "Too many from this address or network",
};

function Held({ reason, at }: { reason: string | null; at: Date | null }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
      <Badge variant="outline">{REASONS[reason ?? ""] ?? reason}</Badge>
      {at && <span>received {dateTime(at)} UTC</span>}
    </p>
  );
}

/**
 * The Spam tab: what the spam checks held (nothing was sent for any of it). "Not spam" sends
 * what a fresh submission would have; held items are deleted after 30 days.
 */
export function SpamSection({
  spam,
}: {
  spam: {
    leads: HeldLead[];
    subscribers: HeldSubscriber[];
    counts: { leads: number; subscribers: number };
  };
}) {
  return (
    <section aria-labelledby="spam" className="grid gap-4">
      <div>
        <h2 id="spam" className="text-xl font-semibold">
          Spam
        </h2>
        <p className="text-sm text-muted-foreground" role="status">
          {spam.counts.leads} held {spam.counts.leads === 1 ? "lead" : "leads"} ·{" "}
          {spam.counts.subscribers} held newsletter sign-up
          {spam.counts.subscribers === 1 ? "" : "s"}. Nothing was sent for these; they are deleted
          after 30 days.
        </p>
      </div>
      {spam.leads.length > 0 && (
        <ul className="grid gap-3" aria-label="Held leads">
          {spam.leads.map((lead) => (
            <li key={lead.id} className="grid gap-2 rounded-lg border bg-background p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold break-all">
                  {lead.name} · {lead.email}{" "}
                  <span className="font-normal text-muted-foreground">({lead.kind})</span>
                </h3>
                <SpamActions target={{ kind: "lead", id: lead.id }} label={lead.email} />
              </div>
              <Held reason={lead.spamReason} at={lead.quarantinedAt} />
              <p className="line-clamp-3 text-sm break-words whitespace-pre-line">{lead.message}</p>
            </li>
          ))}
        </ul>
      )}
      {spam.subscribers.length > 0 && (
        <ul className="grid gap-3" aria-label="Held newsletter sign-ups">
          {spam.subscribers.map((s) => (
            <li key={s.id} className="grid gap-2 rounded-lg border bg-background p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold break-all">Newsletter: {s.email}</h3>
                <SpamActions target={{ kind: "subscriber", id: s.id }} label={s.email} />
              </div>
              <Held reason={s.spamReason} at={s.quarantinedAt} />
            </li>
          ))}
        </ul>
      )}
      {!spam.leads.length && !spam.subscribers.length && (
        <p className="rounded-lg border bg-background p-8 text-center text-muted-foreground">
          No spam held.
        </p>
      )}
    </section>
  );
}
