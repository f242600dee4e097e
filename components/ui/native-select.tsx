import { ChevronDownIcon } from "lucide-react";
import type { ComponentProps } from "react";

import { cx } from "@/lib/cx";

/**
 * A native <select> dressed as the Input beside it: the same height, radius, border, focus ring
 * and invalid state, the platform's arrow replaced by the icon set's chevron. Still the native
 * control (it posts before hydration, the phone's own picker opens, the keyboard works as ever).
 * `cx`, not `cn`: forms on content pages use it and must not ship tailwind-merge.
 */
export function NativeSelect({
  className,
  wrapperClassName,
  compact = false,
  ...props
}: ComponentProps<"select"> & {
  wrapperClassName?: string;
  /** A 36 px control inside a line of text (the booking form's time zone). */
  compact?: boolean;
}) {
  return (
    <span className={cx("relative block", wrapperClassName)}>
      <select
        data-slot="select"
        className={cx(
          "w-full min-w-0 appearance-none rounded-md border border-input bg-transparent pr-9 pl-3 shadow-xs transition-[color,box-shadow] outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 [&>option]:bg-popover [&>option]:text-popover-foreground",
          compact ? "h-9 text-sm" : "h-10 text-base md:text-sm",
          className,
        )}
        {...props}
      />
      <ChevronDownIcon
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </span>
  );
}
