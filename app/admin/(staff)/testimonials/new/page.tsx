import { ArrowLeftIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { TestimonialForm } from "@/components/admin/testimonials/testimonial-form";
import { Button } from "@/components/ui/button";
import { requireStaff } from "@/lib/auth";
import { saveTestimonialForm } from "@/lib/testimonials/actions";
import { emptyTestimonialForm } from "@/lib/testimonials/form-schema";
import { testimonialChoices } from "@/lib/testimonials/queries";

export const metadata: Metadata = { title: "New testimonial" };

export default async function NewTestimonialPage() {
  await requireStaff("/admin/testimonials/new");
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <Button asChild variant="ghost" className="justify-self-start">
        <Link href="/admin/testimonials">
          <ArrowLeftIcon aria-hidden /> All testimonials
        </Link>
      </Button>
      <h1 className="text-3xl font-bold">New testimonial</h1>
      <TestimonialForm
        action={saveTestimonialForm.bind(null, "")}
        defaults={emptyTestimonialForm}
        portrait={null}
        submitLabel="Create testimonial"
        {...await testimonialChoices()}
      />
    </div>
  );
}
