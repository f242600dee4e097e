"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "sonner";

import type { ActionState } from "@/lib/action-state";

/** A confirmed staff action: run it, toast its answer (`failed` when it throws), refresh the page. */
export function useConfirmedAction(run: () => Promise<ActionState>, failed: string) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const confirm = () =>
    startTransition(async () => {
      const result = await run().catch((): ActionState => ({ status: "error", message: failed }));
      if (result.status === "success") {
        toast.success(result.message);
        router.refresh();
      } else toast.error("Error", { description: result.message });
    });
  return { pending, confirm };
}
