import { cn } from "@/lib/utils";

/**
 * A page's one closing call to action, after everything that argues for it: a line in the display
 * face and a sentence of what happens next on the left, the actions on the right from 1024 px,
 * under a hairline, starting on the container's left edge like the sections above it.
 */
export function ClosingCall({
  title,
  text,
  label,
  className,
  children,
}: {
  title: string;
  text?: string;
  /** Names the region (the title is a paragraph: a page keeps one h1 and its h2 outline). */
  label: string;
  className?: string;
  /** The buttons. */
  children: React.ReactNode;
}) {
  return (
    <section
      className={cn("mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20", className)}
      aria-label={label}
    >
      <div className="flex flex-col gap-6 border-t pt-12 lg:flex-row lg:items-end lg:justify-between">
        <div className="max-w-2xl">
          <p className="font-display text-2xl font-semibold text-balance sm:text-3xl">{title}</p>
          {text ? <p className="mt-3 text-pretty text-muted-foreground">{text}</p> : null}
        </div>
        <div className="flex flex-wrap gap-3 lg:shrink-0">{children}</div>
      </div>
    </section>
  );
}
