import { ArrowLeftIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { TeamForm } from "@/components/admin/team/team-form";
import { Button } from "@/components/ui/button";
import { requireStaff } from "@/lib/auth";
import { saveTeamMember } from "@/lib/team/actions";
import { emptyTeamForm } from "@/lib/team/form-schema";
import { portraitChoices } from "@/lib/team/queries";

export const metadata: Metadata = { title: "New team member" };

export default async function NewTeamMemberPage() {
  await requireStaff("/admin/team/new");
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <Button asChild variant="ghost" className="justify-self-start">
        <Link href="/admin/team">
          <ArrowLeftIcon aria-hidden /> All team members
        </Link>
      </Button>
      <h1 className="text-3xl font-bold">New team member</h1>
      <TeamForm
        action={saveTeamMember.bind(null, "")}
        defaultValues={emptyTeamForm}
        portraits={await portraitChoices()}
        editing={false}
      />
    </div>
  );
}
