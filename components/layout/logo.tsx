import { useId } from "react";

/** The placeholder mark: a rounded square in the brand gradient (the same in both themes). Decorative. */
export function Logo({ className = "size-8" }: { className?: string }) {
  // Header and footer both draw the logo: each needs its own gradient id.
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" className="stop-brand" />
          <stop offset="1" className="stop-brand-2" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path
        d="M9 21.5V11l7 7.5V11m3 10.5h5"
        className="stroke-band-foreground"
        strokeWidth="2.6"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
