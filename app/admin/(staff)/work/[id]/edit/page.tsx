import { ArrowLeftIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { WorkForm } from "@/components/admin/work/work-form";
import { Button } from "@/components/ui/button";
import { requireStaff } from "@/lib/auth";
import { findWorkForEdit, workChoices } from "@/lib/work/admin-queries";
import type { WorkFormState } from "@/lib/work/form-actions";
import { workFormValues } from "@/lib/work/form-schema";
import { refusedPost } from "@/lib/refused-post";

export const metadata: Metadata = { title: "Edit case study" };

export default async function EditWorkPage({
  params,
  searchParams,
}: PageProps<"/admin/work/[id]/edit">) {
  const { id } = await params;
  await requireStaff(`/admin/work/${encodeURIComponent(id)}/edit`);
  const study = await findWorkForEdit(id);
  if (!study) notFound();
  return (
    <div className="mx-auto grid max-w-3xl gap-6 lg:max-w-6xl">
      <Button asChild variant="ghost" className="justify-self-start">
        <Link href="/admin/work">
          <ArrowLeftIcon aria-hidden /> All case studies
        </Link>
      </Button>
      <div>
        <h1 className="text-3xl font-bold">Edit case study</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          At /work/{study.slug} (
          {study.status === "published" ? "published" : "draft: only staff see it"})
        </p>
      </div>
      <WorkForm
        id={study.id}
        currentSlug={study.slug}
        defaultValues={workFormValues(study)}
        refused={refusedPost<WorkFormState>("case-study", (await searchParams).refused)}
        {...workChoices}
      />
    </div>
  );
}
