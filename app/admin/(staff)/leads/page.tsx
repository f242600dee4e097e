import { DownloadIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { DeliverNowButton } from "@/components/admin/leads/lead-actions";
import { LeadBoard } from "@/components/admin/leads/lead-board";
import { FollowUpTabs, LeadFiltersForm } from "@/components/admin/leads/lead-filters";
import { LeadsTable } from "@/components/admin/leads/leads-table";
import { SpamSection } from "@/components/admin/leads/spam-section";
import { SubscribersSection } from "@/components/admin/leads/subscribers-section";
import { Button } from "@/components/ui/button";
import { requireStaff } from "@/lib/auth";
import { filterQuery, parseLeadFilters } from "@/lib/leads/filters";
import { BOARD_COLUMN_LIMIT } from "@/lib/leads/lead-list";
import { leadsPipeline } from "@/lib/leads/pipeline-queries";

export const metadata: Metadata = { title: "Leads" };

export default async function LeadsPage({ searchParams }: PageProps<"/admin/leads">) {
  const staff = await requireStaff("/admin/leads");
  const filters = parseLeadFilters(await searchParams);
  const { list, board, spam, spamHeld, stats, owners, subscribers } = await leadsPipeline(
    filters,
    staff.id,
  );
  const filtered = filterQuery({ ...filters, view: undefined }) !== "";
  const views = [
    ["list", "List"],
    ["board", "Board"],
    ["spam", `Spam (${spamHeld})`],
  ] as const;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">Leads</h1>
        <div className="flex flex-wrap gap-2">
          <DeliverNowButton />
          <Button asChild variant="outline">
            <a
              href={`/api/admin/leads-csv${filterQuery({ ...filters, view: undefined })}`}
              download
            >
              <DownloadIcon aria-hidden /> {filtered ? "Filtered leads CSV" : "Leads CSV"}
            </a>
          </Button>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">
        {stats.newLeads} new · {stats.unsentMail} mail waiting · {stats.failedMail} mail failed
      </p>
      <nav aria-label="View" className="flex gap-2 text-sm">
        {views.map(([view, label]) => {
          const current = (filters.view ?? "list") === view;
          return (
            <Link
              key={view}
              href={`/admin/leads${filterQuery({ ...filters, view: view === "list" ? undefined : view })}`}
              aria-current={current ? "page" : undefined}
              className={`rounded-md border px-3 py-1.5 ${current ? "bg-primary text-primary-foreground" : "bg-background hover:bg-accent"}`}
            >
              {label}
            </Link>
          );
        })}
      </nav>
      {spam ? (
        <SpamSection spam={spam} />
      ) : (
        <>
          <FollowUpTabs filters={filters} />
          <LeadFiltersForm filters={filters} owners={owners} />
        </>
      )}
      {board && <LeadBoard columns={board} limit={BOARD_COLUMN_LIMIT} />}
      {list &&
        (list.leads.length ? (
          <>
            <p className="text-sm text-muted-foreground" role="status">
              {list.total} {list.total === 1 ? "lead" : "leads"}
              {list.pages > 1 && ` · page ${list.page} of ${list.pages}`}
            </p>
            <LeadsTable
              leads={list.leads}
              label={filters.due ? "Leads by follow-up day" : "Leads, newest first"}
            />
            <nav aria-label="Pagination" className="flex justify-between">
              {list.page > 1 ? (
                <Link href={`/admin/leads${filterQuery(filters, { page: list.page - 1 })}`}>
                  ← Previous page
                </Link>
              ) : (
                <span />
              )}
              {list.page < list.pages && (
                <Link href={`/admin/leads${filterQuery(filters, { page: list.page + 1 })}`}>
                  Next page →
                </Link>
              )}
            </nav>
          </>
        ) : (
          <p className="rounded-lg border bg-background p-8 text-center text-muted-foreground">
            {filtered ? (
              <>
                No leads match these filters.{" "}
                <Link href="/admin/leads" className="text-primary hover:underline">
                  Show every lead
                </Link>
              </>
            ) : (
              "No leads yet. Bookings, contact messages and job applications appear here."
            )}
          </p>
        ))}
      {!spam && <SubscribersSection subscribers={subscribers} />}
    </div>
  );
}
