import { PlusIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { TeamTable } from "@/components/admin/team/team-table";
import { Button } from "@/components/ui/button";
import { requireStaff } from "@/lib/auth";
import { can } from "@/lib/auth/permissions";
import { listTeamForStaff } from "@/lib/team/queries";

export const metadata: Metadata = { title: "Team" };

export default async function AdminTeamPage() {
  const staff = await requireStaff("/admin/team");
  const canManage = can(staff.role, "content.manage");
  const members = await listTeamForStaff();
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">Team</h1>
        {canManage && (
          <Button asChild>
            <Link href="/admin/team/new">
              <PlusIcon aria-hidden /> New team member
            </Link>
          </Button>
        )}
      </div>
      {members.length ? (
        <TeamTable members={members} canManage={canManage} />
      ) : (
        <p className="rounded-lg border bg-background p-8 text-center text-muted-foreground">
          No team members yet: /about-us shows none. Add the first one.
        </p>
      )}
    </div>
  );
}
