import type { ReactNode } from "react";

import { cn } from "@/lib/utils";

/**
 * A product screen's device, drawn in CSS around its image: a browser window (a title bar with
 * its three dots and an address) or a phone (an ink bezel with rounded corners). Decoration only;
 * the image inside carries the description.
 */
export function DeviceFrame({
  device,
  address,
  className,
  children,
}: {
  device: "browser" | "phone";
  /** The address shown in a browser's bar. */
  address?: string;
  className?: string;
  children: ReactNode;
}) {
  if (device === "phone") {
    return (
      <div
        className={cn(
          "rounded-[2.25rem] bg-inverse p-2 shadow-lg ring-1 ring-inverse-border",
          className,
        )}
      >
        <div className="overflow-hidden rounded-[1.75rem]">{children}</div>
      </div>
    );
  }
  return (
    <div className={cn("overflow-hidden rounded-xl border bg-card shadow-lg", className)}>
      <div className="flex h-8 items-center gap-1.5 border-b bg-muted px-3" aria-hidden>
        {[0, 1, 2].map((i) => (
          <span key={i} className="size-2.5 rounded-full bg-border" />
        ))}
        {address ? (
          <span className="ml-3 max-w-[60%] truncate rounded-md bg-background px-3 py-0.5 text-xs text-muted-foreground sm:mx-auto">
            {address}
          </span>
        ) : null}
      </div>
      {children}
    </div>
  );
}
