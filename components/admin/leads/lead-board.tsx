import Link from "next/link";

import { CallTime } from "@/components/admin/bookings/call-time";
import { Badge } from "@/components/ui/badge";
import type { BoardColumn } from "@/lib/leads/lead-list";
import { STAGE_LABELS } from "@/lib/leads/pipeline-schema";
import { dayLabel } from "./pipeline-facts";
import { BoardMoveForm } from "./stage-forms";

const kindLabel: Record<string, string> = { application: "job application" };

/**
 * The board: a column per stage, each card moved with its select and "Move" button (keyboard and
 * screen reader alike; no drag). Columns stack on a phone.
 */
export function LeadBoard({ columns, limit }: { columns: BoardColumn[]; limit: number }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {columns.map((column) => (
        <section
          key={column.stage}
          aria-labelledby={`stage-${column.stage}`}
          className="grid content-start gap-3 rounded-lg border bg-muted/40 p-3"
        >
          <h2 id={`stage-${column.stage}`} className="font-semibold">
            {STAGE_LABELS[column.stage]}{" "}
            <span className="text-muted-foreground">({column.total})</span>
          </h2>
          {column.leads.length ? (
            <ul className="grid gap-3">
              {column.leads.map((lead) => (
                <li
                  key={lead.id}
                  className="grid gap-2 rounded-md border bg-background p-3 text-sm"
                >
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-medium break-words">
                      <Link
                        href={`/admin/leads/${lead.id}`}
                        className="text-primary hover:underline"
                      >
                        {lead.name}
                      </Link>
                    </h3>
                    <Badge variant="secondary">{kindLabel[lead.kind] ?? lead.kind}</Badge>
                  </div>
                  {lead.call && (
                    <p>
                      Call <CallTime call={lead.call} />
                    </p>
                  )}
                  <p className="text-muted-foreground">
                    {lead.owner?.name ?? "Nobody"}
                    {lead.followUpOn && (
                      <>
                        {" · follow up "}
                        <time dateTime={lead.followUpOn}>{dayLabel(lead.followUpOn)}</time>
                      </>
                    )}
                  </p>
                  <BoardMoveForm id={lead.id} name={lead.name} stage={lead.status} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">No leads here.</p>
          )}
          {column.total > column.leads.length && (
            <p className="text-xs text-muted-foreground">
              Showing the newest {limit} of {column.total}: narrow the filters or use the list view.
            </p>
          )}
        </section>
      ))}
    </div>
  );
}
