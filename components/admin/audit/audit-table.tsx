import { auditActionLabel } from "@/lib/audit/actions";
import { auditTime, detailsSummary } from "@/lib/audit/format";
import type { AuditRow } from "@/lib/audit/queries";

const cell = "px-3 py-2 align-top";

/** The log's rows, newest first. A phone scrolls the table sideways (a focusable region). */
export function AuditTable({ rows }: { rows: AuditRow[] }) {
  return (
    <div
      role="region"
      aria-labelledby="audit-caption"
      tabIndex={0}
      className="overflow-x-auto rounded-lg border bg-background focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
    >
      <table className="w-full min-w-[52rem] text-left text-sm">
        <caption id="audit-caption" className="sr-only">
          Audit log entries, newest first
        </caption>
        <thead className="border-b bg-muted/50 text-xs text-muted-foreground">
          <tr>
            <th scope="col" className={cell}>
              Time
            </th>
            <th scope="col" className={cell}>
              Actor
            </th>
            <th scope="col" className={cell}>
              Action
            </th>
            <th scope="col" className={cell}>
              Target
            </th>
            <th scope="col" className={cell}>
              Details
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={`${cell} whitespace-nowrap`}>
                <time dateTime={row.at.toISOString()}>{auditTime(row.at)}</time>
              </td>
              <td className={`${cell} min-w-48 break-words`}>
                {row.actorEmail ?? <span className="text-muted-foreground">system / visitor</span>}
              </td>
              <td className={`${cell} min-w-36`}>{auditActionLabel(row.action)}</td>
              <td className={`${cell} min-w-40 break-words`}>
                {row.targetType && <span className="text-muted-foreground">{row.targetType} </span>}
                {row.targetLabel ?? row.targetId}
              </td>
              <td className={`${cell} min-w-48 text-muted-foreground`}>
                {detailsSummary(row.details)}
                {row.ip && <span className="block text-xs">from {row.ip}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
