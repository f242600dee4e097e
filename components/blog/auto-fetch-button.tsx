"use client";

import { RefreshCwIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { triggerAutoFetch, type AutoFetchState } from "@/lib/blog/import/actions";

/**
 * Runs the import and waits for it: busy text meanwhile, then a toast with the outcome and, beside
 * the button, each feed's result in plain words. The list (or the dashboard's runs) reloads after.
 */
export function AutoFetchButton() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [result, setResult] = useState<AutoFetchState | null>(null);
  const run = () =>
    startTransition(async () => {
      // A failed call carries Next's generic text (or the browser's), not a reason: show its digest.
      const state = await triggerAutoFetch().catch(
        (error: { digest?: unknown }): AutoFetchState => ({
          status: "error",
          message: `Auto-fetch failed: ${typeof error?.digest === "string" ? `server error (reference ${error.digest})` : "unknown error"}`,
        }),
      );
      setResult(state);
      if (state.status === "success") toast.success("Success", { description: state.message });
      else toast.error("Error", { description: state.message });
      router.refresh();
    });
  return (
    <div className="grid justify-items-center gap-2">
      <Button type="button" variant="outline" onClick={run} disabled={pending}>
        <RefreshCwIcon aria-hidden className={pending ? "animate-spin" : undefined} />
        {pending ? "Auto-Fetching..." : "Auto-Fetch Latest Blogs"}
      </Button>
      <div role="status" aria-label="Auto-fetch result" className="max-w-xl text-sm">
        {result && !pending ? (
          <>
            <p className="font-medium">{result.message}</p>
            {result.feeds?.length ? (
              <ul className="mt-1 grid gap-0.5 text-left">
                {result.feeds.map((feed) => (
                  <li key={feed.url} className="break-all">
                    {feed.ok ? "✓" : "✗"} {feed.url}: {feed.outcome}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
