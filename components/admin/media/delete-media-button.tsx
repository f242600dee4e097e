"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";

import { ConfirmDialog, DeleteTrigger } from "@/components/admin/confirm-dialog";
import { deleteMedia } from "@/lib/media/actions";

/**
 * Deletes one upload after a confirmation (an alert dialog: focus starts on Cancel, Escape
 * closes it). The server refuses one a post uses (the row says which); its answer is shown
 * beside the button either way.
 */
export function DeleteMediaButton({ id, name }: { id: string; name: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState("");
  const remove = () =>
    startTransition(async () => {
      const result = await deleteMedia(id).catch(() => ({
        status: "error" as const,
        message: "The image could not be deleted. Try again.",
      }));
      setMessage(result.message ?? "");
      if (result.status === "success") router.refresh();
    });
  return (
    <div className="grid justify-items-end gap-1">
      <ConfirmDialog
        trigger={<DeleteTrigger pending={pending} aria-label={`Delete “${name}”`} />}
        title="Delete this image?"
        description={`“${name}” and all its sizes will be removed from the site; its address will answer “not found”. This cannot be undone.`}
        confirmLabel="Delete image"
        onConfirm={remove}
      />
      <p role="status" className="max-w-56 text-right text-xs text-destructive">
        {message}
      </p>
    </div>
  );
}
