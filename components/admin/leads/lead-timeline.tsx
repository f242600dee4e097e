import type { TimelineEntry } from "@/lib/leads/timeline";
import { STAGE_LABELS } from "@/lib/leads/pipeline-schema";
import { dateTime } from "./leads-table";
import { dayLabel } from "./pipeline-facts";

const stage = (s: string | null) =>
  s && s in STAGE_LABELS ? STAGE_LABELS[s as keyof typeof STAGE_LABELS] : (s ?? "none");
const amount = (v: string | null) =>
  v ? new Intl.NumberFormat("en-US").format(Number(v)) : "none";
const mailStatus: Record<string, string> = { logged: "logged (log-only mode, not sent)" };

/** What one entry says, in words. */
function describe(e: TimelineEntry): { title: string; detail?: string | null } {
  switch (e.type) {
    case "submitted":
      return { title: "Submitted" };
    case "mail":
      return {
        title: `Mail ${e.kind} to ${e.to}: ${mailStatus[e.status] ?? e.status}${e.attempts > 1 ? ` after ${e.attempts} attempts` : ""}`,
        detail: e.error,
      };
    case "webhook":
      return {
        title: `Webhook ${e.event} to ${e.endpoint}: ${e.status}${e.responseStatus ? ` (HTTP ${e.responseStatus})` : ""}${e.attempts > 1 ? `, ${e.attempts} attempts` : ""}`,
      };
    case "activity":
      switch (e.kind) {
        case "stage":
          return {
            title: `Stage ${stage(e.from)} → ${stage(e.to)} by ${e.actor}`,
            detail: e.body && `Reason: ${e.body}`,
          };
        case "owner":
          return {
            title: e.to
              ? `Assigned to ${e.body ?? "a colleague"} by ${e.actor}`
              : `Unassigned by ${e.actor}`,
          };
        case "follow_up":
          return {
            title: e.to
              ? `Follow-up set for ${dayLabel(e.to)} by ${e.actor}`
              : `Follow-up cleared by ${e.actor}`,
          };
        case "value":
          return { title: `Value estimate ${amount(e.from)} → ${amount(e.to)} by ${e.actor}` };
        case "note":
          return { title: `Note by ${e.actor}`, detail: e.body };
      }
  }
}

/** The lead's history, oldest first (the newest step is last, beside the forms that add one). */
export function LeadTimeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol aria-label="Timeline" className="grid gap-3 border-l pl-4">
      {entries.map((entry) => {
        const { title, detail } = describe(entry);
        return (
          <li key={`${entry.type}-${entry.id}`} className="grid gap-1 text-sm">
            <span className="font-medium break-words">{title}</span>
            <time className="text-xs text-muted-foreground" dateTime={entry.at.toISOString()}>
              {dateTime(entry.at)} UTC
            </time>
            {detail && (
              <p className="break-words whitespace-pre-wrap text-muted-foreground">{detail}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
