import { ArrowLeftIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { JobForm } from "@/components/admin/careers/job-form";
import { Button } from "@/components/ui/button";
import { requireStaff } from "@/lib/auth";
import { findJobForEdit } from "@/lib/careers/admin-queries";
import { jobFormValues } from "@/lib/careers/form-schema";

export const metadata: Metadata = { title: "Edit job opening" };

export default async function EditJobPage({ params }: PageProps<"/admin/careers/[id]/edit">) {
  const { id } = await params;
  await requireStaff(`/admin/careers/${encodeURIComponent(id)}/edit`);
  const job = await findJobForEdit(id);
  if (!job) notFound();
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <Button asChild variant="ghost" className="justify-self-start">
        <Link href="/admin/careers">
          <ArrowLeftIcon aria-hidden /> All job openings
        </Link>
      </Button>
      <div>
        <h1 className="text-3xl font-bold">Edit job opening</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          At /career/{job.slug} (
          {job.status === "published" ? "published" : "draft: only staff see it"})
        </p>
      </div>
      <JobForm id={job.id} defaults={jobFormValues(job)} />
    </div>
  );
}
