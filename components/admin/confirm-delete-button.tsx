"use client";

import { ConfirmDialog, DeleteTrigger } from "@/components/admin/confirm-dialog";
import { useConfirmedAction } from "@/components/admin/use-confirmed-action";
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
  const { pending, confirm } = useConfirmedAction(remove, `Failed to delete the ${noun}`);
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
