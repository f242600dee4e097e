import { ArrowLeftIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { JobForm } from "@/components/admin/careers/job-form";
import { Button } from "@/components/ui/button";
import { requireStaff } from "@/lib/auth";
import { emptyJobForm } from "@/lib/careers/form-schema";

export const metadata: Metadata = { title: "New job opening" };

export default async function NewJobPage() {
  await requireStaff("/admin/careers/new");
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <Button asChild variant="ghost" className="justify-self-start">
        <Link href="/admin/careers">
          <ArrowLeftIcon aria-hidden /> All job openings
        </Link>
      </Button>
      <h1 className="text-3xl font-bold">New job opening</h1>
      <JobForm defaults={emptyJobForm} />
    </div>
  );
}
