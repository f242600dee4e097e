import { DownloadIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { AuditFilters } from "@/components/admin/audit/audit-filters";
import { AuditTable } from "@/components/admin/audit/audit-table";
import { Button } from "@/components/ui/button";
import { fieldErrorsOf } from "@/lib/action-state";
import {
  auditFilterSchema,
  filterInput,
  filterQuery,
  type AuditFilter,
  type AuditFilterField,
} from "@/lib/audit/filters";
import { auditLogPage, type AuditRow } from "@/lib/audit/queries";
import { requireStaff } from "@/lib/auth";
import { logEvent } from "@/lib/log/logger";

export const metadata: Metadata = { title: "Audit log" };

const panel = "rounded-lg border bg-background p-8 text-center text-muted-foreground";

async function readPage(
  filter: AuditFilter,
): Promise<{ rows: AuditRow[]; hasNext: boolean } | null> {
  try {
    return await auditLogPage(filter);
  } catch (error) {
    logEvent("error", "audit log not read", { error });
    return null;
  }
}

export default async function AuditPage({ searchParams }: PageProps<"/admin/audit">) {
  await requireStaff("/admin/audit");
  const input = filterInput(await searchParams);
  const parsed = auditFilterSchema.safeParse(input);
  const filter = parsed.success ? parsed.data : null;
  const errors = parsed.success ? {} : fieldErrorsOf<AuditFilterField>(parsed.error);
  const result = filter ? await readPage(filter) : null;
  const { page = 1, ...kept } = filter ?? {};
  const filtered = Boolean(filter && (filter.actor || filter.action || filter.from || filter.to));
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Audit log</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            Who did what, and when. Entries cannot be changed; they are deleted only after the
            retention period set in Settings.
          </p>
        </div>
        {filter && (
          <Button asChild variant="outline">
            <a href={`/api/admin/audit-csv${filterQuery(kept)}`} download>
              <DownloadIcon aria-hidden /> {filtered ? "Export these entries (CSV)" : "Export CSV"}
            </a>
          </Button>
        )}
      </div>
      <AuditFilters values={input} errors={errors} />
      {!filter ? (
        <p role="alert" className={panel}>
          {/* The page number has no field of its own: its message stands here. */}
          {errors.page ?? "Some filters could not be read; fix the highlighted fields."}
        </p>
      ) : !result ? (
        <p role="alert" className={panel}>
          The audit log could not be read just now. Please try again shortly.
        </p>
      ) : result.rows.length ? (
        <AuditTable rows={result.rows} />
      ) : (
        <p className={panel}>
          {filtered || page > 1
            ? "No entries match these filters."
            : "Nothing recorded yet. Sign-ins, publishing, deletions and exports appear here."}
        </p>
      )}
      {filter && result && (page > 1 || result.hasNext) && (
        <nav aria-label="Pagination" className="flex justify-between gap-4">
          {page > 1 ? (
            <Link href={`/admin/audit${filterQuery({ ...kept, page: page - 1 })}`}>← Newer</Link>
          ) : (
            <span />
          )}
          {result.hasNext && (
            <Link href={`/admin/audit${filterQuery({ ...kept, page: page + 1 })}`}>Older →</Link>
          )}
        </nav>
      )}
    </div>
  );
}
