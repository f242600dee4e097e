import type { Metadata } from "next";
import Link from "next/link";

import { DeniedNotice } from "@/components/admin/denied-notice";
import { ImportRuns } from "@/components/admin/import-runs";
import { AutoFetchButton } from "@/components/blog/auto-fetch-button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { dashboardStats } from "@/lib/admin/dashboard";
import { mayOpen } from "@/lib/admin/staff-links";
import { requireStaff } from "@/lib/auth";
import { can, ROLE_LABELS } from "@/lib/auth/permissions";

export const metadata: Metadata = { title: "Dashboard" };

function Stat({ label, value, href }: { label: string; value: string | number; href?: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-sm font-medium text-muted-foreground">{label}</CardTitle>
      </CardHeader>
      <CardContent className="text-3xl font-bold">
        {href ? <Link href={href}>{value}</Link> : value}
      </CardContent>
    </Card>
  );
}

const QUICK_LINKS = [
  { href: "/admin/create-blog", label: "Create a post" },
  { href: "/admin/blogs", label: "Manage posts" },
  { href: "/admin/leads", label: "Leads inbox" },
  { href: "/admin/seo", label: "SEO dashboard" },
];

export default async function DashboardPage({ searchParams }: PageProps<"/admin">) {
  const staff = await requireStaff("/admin");
  const { denied } = await searchParams;
  const { posts: stats, runs, leads } = await dashboardStats(staff.role);
  const lastRun = runs[0];
  return (
    <div className="grid gap-8">
      <h1 className="text-3xl font-bold">Dashboard</h1>
      {typeof denied === "string" && (
        <DeniedNotice path={denied} roleLabel={ROLE_LABELS[staff.role]} />
      )}
      <section aria-label="Counts" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label="Posts" value={stats.total} href="/admin/blogs" />
        <Stat label="Manual posts" value={stats.manual} />
        <Stat label="Imported posts" value={stats.auto} />
        <Stat label="Last import" value={lastRun ? `${lastRun.imported} new` : "never"} />
        {leads && (
          <>
            <Stat label="New leads" value={leads.newLeads} href="/admin/leads" />
            <Stat
              label="Unsent mail"
              value={leads.unsentMail + leads.failedMail}
              href="/admin/leads"
            />
          </>
        )}
      </section>
      <section className="grid gap-3">
        <h2 className="text-xl font-semibold">Quick links</h2>
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-primary">
          {QUICK_LINKS.filter((link) => mayOpen(staff.role, link.href)).map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
          <li>
            <Link href="/blogs">Public blog</Link>
          </li>
        </ul>
      </section>
      <section className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-xl font-semibold">Feed imports</h2>
          {/* Each feed's outcome is in the run list below, refreshed after the run: not twice */}
          {can(staff.role, "site.manage") && (
            <div className="min-w-0 flex-1">
              <AutoFetchButton perFeed={false} align="end" />
            </div>
          )}
        </div>
        <ImportRuns runs={runs} />
      </section>
    </div>
  );
}
