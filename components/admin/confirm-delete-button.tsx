"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "sonner";

import { ConfirmDialog, DeleteTrigger } from "@/components/admin/confirm-dialog";
import type { ActionState } from "@/lib/action-state";

/** A staff delete behind a confirmation dialog (posts, case studies); the list refreshes after. */
export function ConfirmDeleteButton({
  title,
  noun,
  consequence,
  remove,
}: {
  title: string;
  /** "post", "case study". */
  noun: string;
  consequence: string;
  remove: () => Promise<ActionState>;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const confirm = () =>
    startTransition(async () => {
      const result = await remove().catch((): ActionState => ({
        status: "error",
        message: `Failed to delete the ${noun}`,
      }));
      if (result.status === "success") {
        toast.success(result.message);
        router.refresh();
      } else toast.error("Error", { description: result.message });
    });
  return (
    <ConfirmDialog
      trigger={<DeleteTrigger pending={pending} aria-label={`Delete “${title}”`} />}
      title={`Delete this ${noun}?`}
      description={`“${title}” ${consequence} This cannot be undone.`}
      confirmLabel={`Delete ${noun}`}
      onConfirm={confirm}
    />
  );
}
