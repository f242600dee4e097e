import { useId } from "react";

import { cn } from "@/lib/utils";

/**
 * The editorial section: the heading and its intro in a left column (4 of 12 from 1024 px,
 * sticky while a long right column scrolls past), the content in the other 8. Its heading starts
 * on the container's left edge like `Section align="start"`, so pages can mix the two without a
 * second alignment. Stacks below 1024 px. `after` sits under the intro in every width; `aside` (a
 * section's "all of them" link) under the heading from 1024 px but after the content on a phone,
 * one DOM order. `dense` is `Section`'s: tighter on a phone, where the home page counts screens.
 */
export function SplitSection({
  title,
  id: anchor,
  intro,
  muted,
  dense,
  after,
  aside,
  children,
}: {
  title: string;
  id?: string;
  intro?: string;
  muted?: boolean;
  dense?: boolean;
  /** Under the intro in the left column (a link onwards). */
  after?: React.ReactNode;
  /** Under the heading from 1024 px, after the content below it. */
  aside?: React.ReactNode;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <section
      id={anchor}
      aria-labelledby={id}
      className={cn(dense ? "py-10 sm:py-20" : "py-16 sm:py-20", muted && "bg-muted/60")}
    >
      <div
        className={cn(
          // Stacked, the heading sits 24-32 px over its own content and rises with it
          // (`reveal-stacked`), so it is never nearer the section above than its own content.
          "reveal-stacked mx-auto grid max-w-7xl px-4 sm:px-6 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:gap-y-8",
          dense ? "gap-6 sm:gap-8" : "gap-8",
        )}
      >
        <div
          className={cn(
            "lg:sticky lg:top-28 lg:self-start",
            aside ? "lg:row-start-1" : "lg:row-span-2",
          )}
        >
          <h2
            id={id}
            className={cn("font-semibold text-balance", dense ? "text-2xl sm:text-h2" : "text-h2")}
          >
            {title}
          </h2>
          {intro ? (
            <p
              className={cn(
                "text-pretty text-muted-foreground",
                dense ? "mt-3 text-base sm:mt-4 sm:text-lg" : "mt-4 text-lg",
              )}
            >
              {intro}
            </p>
          ) : null}
          {after}
        </div>
        {/* `reveal-wide`: side by side, the content rises into place alone (app/globals.css). */}
        <div className="reveal-wide min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {children}
        </div>
        {aside ? <div className="lg:col-start-1 lg:row-start-2">{aside}</div> : null}
      </div>
    </section>
  );
}
