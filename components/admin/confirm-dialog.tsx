"use client";

import { Trash2Icon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";

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

/**
 * A staff action that cannot be undone, asked first: an alert dialog whose focus starts on
 * Cancel and which Escape closes. `trigger` is the button that opens it.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  onConfirm,
}: {
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{confirmLabel}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** The list rows' "Delete" button (its accessible name says what it deletes). */
export function DeleteTrigger({
  pending,
  ...props
}: ComponentProps<typeof Button> & { pending: boolean }) {
  return (
    <Button variant="ghost" size="sm" disabled={pending} {...props}>
      <Trash2Icon aria-hidden /> {pending ? "Deleting…" : "Delete"}
    </Button>
  );
}
