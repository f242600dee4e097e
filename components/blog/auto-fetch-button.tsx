"use client";

import { RefreshCwIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";

import { Button } from "@/components/ui/button";
import { triggerAutoFetch, type AutoFetchState } from "@/lib/blog/import/actions";
import { cn } from "@/lib/utils";

type Align = "start" | "center" | "end";
// Where the button row and the result sit: flush with a hero's text, centred, or at a card's end.
const items: Record<Align, string> = {
  start: "justify-items-start",
  center: "justify-items-center",
  end: "justify-items-end",
};
const row: Record<Align, string> = {
  start: "justify-start",
  center: "justify-center",
  end: "justify-end",
};
const text: Record<Align, string> = {
  start: "text-left",
  center: "text-center",
  end: "text-right",
};

/**
 * Runs the import and waits for it: busy text meanwhile, then the outcome once, in a polite live
 * region on its own line below the buttons (no toast repeating it). The region wraps long feed
 * addresses, so a result never widens or reshapes what holds it. `perFeed` is off where the page
 * lists the run's feeds itself (the dashboard's runs); the page reloads after the run either way.
 * `children`: buttons that share the row with this one.
 */
export function AutoFetchButton({
  perFeed = true,
  align = "center",
  children,
}: {
  perFeed?: boolean;
  align?: Align;
  children?: React.ReactNode;
}) {
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
      router.refresh();
    });
  return (
    <div className={cn("grid w-full min-w-0 gap-2", items[align])}>
      <div className={cn("flex flex-wrap gap-3", row[align])}>
        <Button type="button" variant="outline" onClick={run} disabled={pending}>
          <RefreshCwIcon aria-hidden className={pending ? "animate-spin" : undefined} />
          {pending ? "Auto-Fetching..." : "Auto-Fetch Latest Blogs"}
        </Button>
        {children}
      </div>
      <div
        role="status"
        aria-live="polite"
        aria-label="Auto-fetch result"
        className={cn("w-full max-w-xl min-w-0 text-sm wrap-anywhere", text[align])}
      >
        {result && !pending ? (
          <>
            <p className="font-medium">{result.message}</p>
            {perFeed && result.feeds?.length ? (
              <ul className="mt-1 grid gap-0.5">
                {result.feeds.map((feed) => (
                  <li key={feed.url}>
                    <span aria-hidden>{feed.ok ? "✓ " : "✗ "}</span>
                    {feed.url}: {feed.outcome}
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
