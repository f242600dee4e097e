import { CallTime } from "@/components/admin/bookings/call-time";
import type { PipelineLead } from "@/lib/leads/types";

const amount = new Intl.NumberFormat("en-US");
/** A follow-up day as people read it ("Tue, Dec 1, 2026"), on the UTC calendar it is stored in. */
export const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", {
    weekday: "short",
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

/**
 * The booked call, owner, follow-up, value and a lost reason as <dt>/<dd> pairs (inside the
 * caller's <dl>).
 */
export function PipelineFacts({ lead }: { lead: PipelineLead }) {
  return (
    <>
      {lead.call && (
        <>
          <dt className="text-muted-foreground">Call</dt>
          <dd>
            <CallTime call={lead.call} />
          </dd>
        </>
      )}
      <dt className="text-muted-foreground">Owner</dt>
      <dd>{lead.owner?.name ?? "Nobody"}</dd>
      <dt className="text-muted-foreground">Follow-up</dt>
      <dd>
        {lead.followUpOn ? (
          <time dateTime={lead.followUpOn}>{dayLabel(lead.followUpOn)}</time>
        ) : (
          "None"
        )}
      </dd>
      {lead.valueEstimate !== null && (
        <>
          <dt className="text-muted-foreground">Value</dt>
          <dd>{amount.format(lead.valueEstimate)}</dd>
        </>
      )}
      {lead.status === "lost" && lead.lostReason && (
        <>
          <dt className="text-muted-foreground">Lost because</dt>
          <dd className="break-words">{lead.lostReason}</dd>
        </>
      )}
    </>
  );
}
