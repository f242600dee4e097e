import { ArrowLeftIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { TeamForm } from "@/components/admin/team/team-form";
import { Button } from "@/components/ui/button";
import { requireStaff } from "@/lib/auth";
import { saveTeamMember } from "@/lib/team/actions";
import { teamFormValues } from "@/lib/team/form-schema";
import { findMemberForEdit, portraitChoices } from "@/lib/team/queries";

export const metadata: Metadata = { title: "Edit team member" };

export default async function EditTeamMemberPage({ params }: PageProps<"/admin/team/[id]/edit">) {
  const { id } = await params;
  await requireStaff(`/admin/team/${encodeURIComponent(id)}/edit`);
  const member = await findMemberForEdit(id);
  if (!member) notFound();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <Button asChild variant="ghost" className="justify-self-start">
        <Link href="/admin/team">
          <ArrowLeftIcon aria-hidden /> All team members
        </Link>
      </Button>
      <div>
        <h1 className="text-3xl font-bold">Edit team member</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          {member.status === "published" ? "Published on /about-us" : "Draft: only staff see it"}
          {member.isSample ? " · sample" : ""}
        </p>
      </div>
      <TeamForm
        action={saveTeamMember.bind(null, member.id)}
        defaultValues={teamFormValues(member)}
        portraits={await portraitChoices()}
        editing
      />
    </div>
  );
}
