import { PlusIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { TestimonialTable } from "@/components/admin/testimonials/testimonial-table";
import { Button } from "@/components/ui/button";
import { requireStaff } from "@/lib/auth";
import { can } from "@/lib/auth/permissions";
import { listTestimonialsForStaff } from "@/lib/testimonials/queries";

export const metadata: Metadata = { title: "Testimonials" };

export default async function AdminTestimonialsPage() {
  const staff = await requireStaff("/admin/testimonials");
  const canManage = can(staff.role, "content.manage");
  const rows = await listTestimonialsForStaff();
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">Testimonials</h1>
        {canManage && (
          <Button asChild>
            <Link href="/admin/testimonials/new">
              <PlusIcon aria-hidden /> New testimonial
            </Link>
          </Button>
        )}
      </div>
      {rows.length ? (
        <TestimonialTable rows={rows} canManage={canManage} />
      ) : (
        <p className="rounded-lg border bg-background p-8 text-center text-muted-foreground">
          No testimonials yet: the home and service pages show none. Create the first one.
        </p>
      )}
    </div>
  );
}
