import { DownloadIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { DeliverNowButton } from "@/components/admin/leads/lead-actions";
import { LeadsTable } from "@/components/admin/leads/leads-table";
import { Button } from "@/components/ui/button";
import { requireStaff } from "@/lib/auth";
import { leadsInbox } from "@/lib/leads/admin-queries";

export const metadata: Metadata = { title: "Leads" };

export default async function LeadsPage({ searchParams }: PageProps<"/admin/leads">) {
  await requireStaff("/admin/leads");
  const raw = (await searchParams).page;
  const page = Math.min(Math.max(1, Number(typeof raw === "string" ? raw : 1) || 1), 10_000);
  const { leads, hasNext, stats, subscribers } = await leadsInbox(page);
  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">Leads</h1>
        <div className="flex flex-wrap gap-2">
          <DeliverNowButton />
          <Button asChild variant="outline">
            <a href="/api/admin/leads-csv" download>
              <DownloadIcon aria-hidden /> Leads CSV
            </a>
          </Button>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">
        {stats.newLeads} new · {stats.unsentMail} mail waiting · {stats.failedMail} mail failed
      </p>
      {leads.length ? (
        <LeadsTable leads={leads} />
      ) : (
        <p className="rounded-lg border bg-background p-8 text-center text-muted-foreground">
          No leads yet. Bookings, contact messages and job applications appear here.
        </p>
      )}
      <nav aria-label="Pagination" className="flex justify-between">
        {page > 1 ? <Link href={`/admin/leads?page=${page - 1}`}>← Newer</Link> : <span />}
        {hasNext && <Link href={`/admin/leads?page=${page + 1}`}>Older →</Link>}
      </nav>
      <section aria-labelledby="subscribers" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="subscribers" className="text-xl font-semibold">
            Newsletter subscribers
          </h2>
          <Button asChild variant="outline" size="sm">
            <a href="/api/admin/subscribers-csv" download>
              <DownloadIcon aria-hidden /> Subscribers CSV
            </a>
          </Button>
        </div>
        {subscribers.length ? (
          <ul className="divide-y rounded-lg border bg-background text-sm">
            {subscribers.map((s) => (
              <li key={s.id} className="flex flex-wrap justify-between gap-2 px-4 py-2">
                <span className="break-all">{s.email}</span>
                <span className="text-muted-foreground">{s.status}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">No subscribers yet.</p>
        )}
      </section>
    </div>
  );
}
