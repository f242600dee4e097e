"use client";

import { Trash2Icon } from "lucide-react";

import { ConfirmDialog } from "@/components/admin/confirm-dialog";
import { Button } from "@/components/ui/button";
import { useConfirmedAction } from "@/components/admin/use-confirmed-action";
import { deleteDemoCaseStudies } from "@/lib/work/demo-actions";

/** /admin/work's one step from the demo portfolio to the agency's own: asked first. */
export function DeleteDemoButton({ count }: { count: number }) {
  const { pending, confirm } = useConfirmedAction(
    deleteDemoCaseStudies,
    "The demo content could not be deleted.",
  );
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" disabled={pending}>
          <Trash2Icon aria-hidden /> {pending ? "Deleting…" : "Delete all demo content"}
        </Button>
      }
      title="Delete all demo content?"
      description={`The ${count === 1 ? "demo case study" : `${count} demo case studies`} marked “Demo” will be removed from /work, the home page, the service pages and the sitemap. Your own case studies stay. This cannot be undone.`}
      confirmLabel="Delete demo content"
      onConfirm={confirm}
    />
  );
}
