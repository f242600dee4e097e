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
      // A failed call carries Next's generic text (or the browser's), not a reason: show its digest.
      const result = await triggerAutoFetch().catch((error: { digest?: unknown }) => ({
        status: "error" as const,
        message: `Failed to trigger auto-fetch: ${typeof error?.digest === "string" ? `server error (reference ${error.digest})` : "Unknown error"}`,
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
