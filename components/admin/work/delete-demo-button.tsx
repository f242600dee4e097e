"use client";

import { Trash2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "sonner";

import { ConfirmDialog } from "@/components/admin/confirm-dialog";
import { Button } from "@/components/ui/button";
import type { ActionState } from "@/lib/action-state";
import { deleteDemoCaseStudies } from "@/lib/work/demo-actions";

/** /admin/work's one step from the demo portfolio to the agency's own: asked first. */
export function DeleteDemoButton({ count }: { count: number }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const confirm = () =>
    startTransition(async () => {
      const result = await deleteDemoCaseStudies().catch((): ActionState => ({
        status: "error",
        message: "The demo content could not be deleted.",
      }));
      if (result.status === "success") {
        toast.success(result.message);
        router.refresh();
      } else toast.error("Error", { description: result.message });
    });
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
