import { PlusIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { JobTable } from "@/components/admin/careers/job-table";
import { Button } from "@/components/ui/button";
import { requireStaff } from "@/lib/auth";
import { can } from "@/lib/auth/permissions";
import { listJobsForStaff } from "@/lib/careers/admin-queries";

export const metadata: Metadata = { title: "Job openings" };

export default async function AdminCareersPage() {
  const staff = await requireStaff("/admin/careers");
  const canManage = can(staff.role, "content.manage");
  const { jobs, now } = await listJobsForStaff();
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">Job openings</h1>
        {canManage && (
          <Button asChild>
            <Link href="/admin/careers/new">
              <PlusIcon aria-hidden /> New job opening
            </Link>
          </Button>
        )}
      </div>
      {jobs.length ? (
        <JobTable jobs={jobs} now={now} canManage={canManage} />
      ) : (
        <p className="rounded-lg border bg-background p-8 text-center text-muted-foreground">
          No job openings yet: /career says there are no open roles. Create the first one.
        </p>
      )}
    </div>
  );
}
