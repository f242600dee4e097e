"use client";

import { ConfirmDeleteButton } from "@/components/admin/confirm-delete-button";
import { deleteCaseStudy } from "@/lib/work/actions";

export function DeleteWorkButton({ id, title }: { id: string; title: string }) {
  return (
    <ConfirmDeleteButton
      title={title}
      noun="case study"
      consequence="will be removed from /work, the home page, the service pages and the sitemap."
      remove={() => deleteCaseStudy(id)}
    />
  );
}
