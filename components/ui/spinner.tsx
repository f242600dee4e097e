import { Loader2Icon } from "lucide-react";

import { cx } from "@/lib/cx";

/** A labelled spinner; `label` is announced politely to screen readers. */
export function Spinner({ label = "Loading…", className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cx("flex items-center justify-center gap-2 py-10", className)}>
      <Loader2Icon className="size-6 animate-spin text-primary" aria-hidden />
      <span className="text-sm text-muted-foreground">{label}</span>
    </div>
  );
}
