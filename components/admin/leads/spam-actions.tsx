"use client";

import { Trash2Icon, UndoIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import type { ActionState } from "@/lib/action-state";
import { deleteSpam, markNotSpam } from "@/lib/spam/actions";

type Target = { kind: "lead" | "subscriber"; id: string };

/** "Not spam" and "Delete" for one held submission; the tab refreshes after either. */
export function SpamActions({ target, label }: { target: Target; label: string }) {
  const router = useRouter();
  const [pending, start] = useTransition();
  const run = (action: (t: Target) => Promise<ActionState>, failed: string) =>
    start(async () => {
      const result = await action(target).catch((): ActionState => ({
        status: "error",
        message: failed,
      }));
      if (result.status === "success") toast.success(result.message);
      else toast.error(result.message ?? failed);
      router.refresh();
    });
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={pending}
        aria-label={`Not spam: ${label}`}
        onClick={() => run(markNotSpam, "Could not release it.")}
      >
        <UndoIcon aria-hidden /> Not spam
      </Button>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={pending}
        aria-label={`Delete spam: ${label}`}
        onClick={() => {
          if (window.confirm(`Delete “${label}” for good?`))
            run(deleteSpam, "Could not delete it.");
        }}
      >
        <Trash2Icon aria-hidden /> Delete
      </Button>
    </div>
  );
}
