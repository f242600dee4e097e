import { ArrowLeftIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { TestimonialForm } from "@/components/admin/testimonials/testimonial-form";
import { Button } from "@/components/ui/button";
import { requireStaff } from "@/lib/auth";
import { saveTestimonialForm } from "@/lib/testimonials/actions";
import { testimonialFormDefaults } from "@/lib/testimonials/form-schema";
import {
  findTestimonialForEdit,
  portraitChoice,
  testimonialChoices,
} from "@/lib/testimonials/queries";

export const metadata: Metadata = { title: "Edit testimonial" };

export default async function EditTestimonialPage({
  params,
}: PageProps<"/admin/testimonials/[id]/edit">) {
  const { id } = await params;
  await requireStaff(`/admin/testimonials/${encodeURIComponent(id)}/edit`);
  const row = await findTestimonialForEdit(id);
  if (!row) notFound();
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <Button asChild variant="ghost" className="justify-self-start">
        <Link href="/admin/testimonials">
          <ArrowLeftIcon aria-hidden /> All testimonials
        </Link>
      </Button>
      <div>
        <h1 className="text-3xl font-bold">Edit testimonial</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          {row.status === "published" ? "Published" : "Draft: only staff see it"}
          {row.isSample ? " · a sample" : ""}
        </p>
      </div>
      <TestimonialForm
        action={saveTestimonialForm.bind(null, row.id)}
        defaults={testimonialFormDefaults(row)}
        portrait={await portraitChoice(row.portraitMediaId)}
        submitLabel="Save testimonial"
        {...await testimonialChoices()}
      />
    </div>
  );
}
