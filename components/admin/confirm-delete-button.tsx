"use client";

import { Trash2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "sonner";

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
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm" disabled={pending} aria-label={`Delete “${title}”`}>
          <Trash2Icon aria-hidden /> {pending ? "Deleting..." : "Delete"}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Delete this {noun}?</AlertDialogTitle>
        <AlertDialogDescription>
          “{title}” {consequence} This cannot be undone.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={confirm}>Delete {noun}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
