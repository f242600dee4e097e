import { PlusIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { SavedNoticeBanner } from "@/components/admin/saved-notice";
import { DeleteDemoButton } from "@/components/admin/work/delete-demo-button";
import { WorkTable } from "@/components/admin/work/work-table";
import { Button } from "@/components/ui/button";
import { requireStaff } from "@/lib/auth";
import { can } from "@/lib/auth/permissions";
import { listWorkForStaff } from "@/lib/work/admin-queries";
import { workSavedNotice } from "@/lib/work/save-landing";

export const metadata: Metadata = { title: "Case studies" };

export default async function AdminWorkPage({ searchParams }: PageProps<"/admin/work">) {
  const staff = await requireStaff("/admin/work");
  const canManage = can(staff.role, "content.manage");
  const studies = await listWorkForStaff();
  const demo = studies.filter((s) => s.isSample).length;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">Case studies</h1>
        {canManage && (
          <div className="flex flex-wrap gap-3">
            {demo ? <DeleteDemoButton count={demo} /> : null}
            <Button asChild>
              <Link href="/admin/work/new">
                <PlusIcon aria-hidden /> New case study
              </Link>
            </Button>
          </div>
        )}
      </div>
      <SavedNoticeBanner notice={workSavedNotice(await searchParams)} />
      {studies.length ? (
        <WorkTable studies={studies} canManage={canManage} />
      ) : (
        <p className="rounded-lg border bg-background p-8 text-center text-muted-foreground">
          No case studies yet: /work shows “Coming Soon”. Create the first one.
        </p>
      )}
    </div>
  );
}
