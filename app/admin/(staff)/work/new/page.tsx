import { ArrowLeftIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { WorkForm } from "@/components/admin/work/work-form";
import { Button } from "@/components/ui/button";
import { requireStaff } from "@/lib/auth";
import { workChoices } from "@/lib/work/admin-queries";
import type { WorkFormState } from "@/lib/work/form-actions";
import { emptyWorkForm } from "@/lib/work/form-schema";
import { refusedPost } from "@/lib/refused-post";

export const metadata: Metadata = { title: "New case study" };

export default async function NewWorkPage({ searchParams }: PageProps<"/admin/work/new">) {
  await requireStaff("/admin/work/new");
  return (
    <div className="mx-auto grid max-w-3xl gap-6 lg:max-w-6xl">
      <Button asChild variant="ghost" className="justify-self-start">
        <Link href="/admin/work">
          <ArrowLeftIcon aria-hidden /> All case studies
        </Link>
      </Button>
      <h1 className="text-3xl font-bold">New case study</h1>
      <WorkForm
        defaultValues={emptyWorkForm}
        refused={refusedPost<WorkFormState>("case-study", (await searchParams).refused)}
        {...workChoices}
      />
    </div>
  );
}
