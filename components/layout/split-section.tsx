import { useId } from "react";

import { cn } from "@/lib/utils";

/**
 * The editorial section: the heading and its intro in a left column (4 of 12 from 1024 px,
 * sticky while a long right column scrolls past), the content in the other 8. Its heading starts
 * on the container's left edge like `Section align="start"`, so pages can mix the two without a
 * second alignment. Stacks below 1024 px.
 */
export function SplitSection({
  title,
  id: anchor,
  intro,
  muted,
  after,
  children,
}: {
  title: string;
  id?: string;
  intro?: string;
  muted?: boolean;
  /** Under the intro in the left column (a link onwards). */
  after?: React.ReactNode;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <section
      id={anchor}
      aria-labelledby={id}
      className={cn("py-16 sm:py-20", muted && "bg-muted/60")}
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:gap-16">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <h2 id={id} className="text-h2 font-semibold text-balance">
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lg text-pretty text-muted-foreground">{intro}</p> : null}
          {after}
        </div>
        <div className="reveal min-w-0">{children}</div>
      </div>
    </section>
  );
}
