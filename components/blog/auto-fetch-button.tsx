"use client";

import { RefreshCwIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { triggerAutoFetch } from "@/lib/blog/import/actions";

/** Spec: busy text while running, a toast either way, and the list reloads 3 s after success. */
export function AutoFetchButton() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const run = () =>
    startTransition(async () => {
      const result = await triggerAutoFetch().catch((error: unknown) => ({
        status: "error" as const,
        message: `Failed to trigger auto-fetch: ${error instanceof Error && error.message ? error.message : "Unknown error"}`,
      }));
      if (result.status === "success") {
        toast.success("Success", { description: result.message });
        setTimeout(() => router.refresh(), 3000);
      } else {
        toast.error("Error", { description: result.message });
      }
    });
  return (
    <Button type="button" variant="outline" onClick={run} disabled={pending}>
      <RefreshCwIcon aria-hidden className={pending ? "animate-spin" : undefined} />
      {pending ? "Auto-Fetching..." : "Auto-Fetch Latest Blogs"}
    </Button>
  );
}
