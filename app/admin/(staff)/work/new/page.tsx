import type { Metadata } from "next";

import { WorkForm } from "@/components/admin/work/work-form";
import { requireStaff } from "@/lib/auth";
import { workChoices } from "@/lib/work/admin-queries";
import { emptyWorkForm } from "@/lib/work/form-schema";

export const metadata: Metadata = { title: "New case study" };

export default async function NewWorkPage() {
  await requireStaff("/admin/work/new");
  return (
    <div className="mx-auto grid max-w-3xl gap-6 lg:max-w-6xl">
      <h1 className="text-3xl font-bold">New case study</h1>
      <WorkForm defaultValues={emptyWorkForm} {...workChoices} />
    </div>
  );
}
