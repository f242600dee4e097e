"use client";

import { Trash2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
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
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="ghost" size="sm" disabled={pending} aria-label={`Delete “${name}”`}>
            <Trash2Icon aria-hidden /> {pending ? "Deleting…" : "Delete"}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogTitle>Delete this image?</AlertDialogTitle>
          <AlertDialogDescription>
            “{name}” and all its sizes will be removed from the site; its address will answer “not
            found”. This cannot be undone.
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={remove}>Delete image</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <p role="status" className="max-w-56 text-right text-xs text-destructive">
        {message}
      </p>
    </div>
  );
}
