"use client";

import { Trash2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";

import { Button } from "@/components/ui/button";
import { deleteMedia } from "@/lib/media/actions";

/**
 * Deletes one upload. The server refuses one a post uses (the page says which already); its
 * answer is shown beside the button either way.
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
      <Button
        variant="ghost"
        size="sm"
        disabled={pending}
        onClick={remove}
        aria-label={`Delete “${name}”`}
      >
        <Trash2Icon aria-hidden /> {pending ? "Deleting…" : "Delete"}
      </Button>
      <p role="status" className="max-w-56 text-right text-xs text-destructive">
        {message}
      </p>
    </div>
  );
}
