import type { Subscriber } from "@/lib/leads/types";
import { dateTime } from "./leads-table";

const at = (d: Date | null) => (d ? `${dateTime(d)} UTC` : "—");

/**
 * A subscriber's consent evidence: what they agreed to (the consent text's version), when and
 * from where they signed up and confirmed. Erased a set time after they unsubscribe (Settings).
 */
export function ConsentEvidence({ subscriber: s }: { subscriber: Subscriber }) {
  if (!s.consentedAt && !s.confirmedIp) {
    return <p className="text-xs text-muted-foreground">No consent evidence recorded.</p>;
  }
  const rows: [string, string][] = [
    ["Consent text version", s.consentVersion ?? "—"],
    ["Signed up", at(s.consentedAt)],
    ["Sign-up IP", s.consentIp ?? "—"],
    ["Sign-up browser", s.consentUserAgent ?? "—"],
    ["Confirmed", at(s.confirmedAt)],
    ["Confirmation IP", s.confirmedIp ?? "—"],
    ["Confirmation browser", s.confirmedUserAgent ?? "—"],
  ];
  return (
    <details className="w-full text-xs">
      <summary className="cursor-pointer text-muted-foreground">Consent evidence</summary>
      <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
