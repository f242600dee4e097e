import { useId } from "react";

import { cn } from "@/lib/utils";

/**
 * A home section told as a split: the heading flush left in the first third, the content beside
 * it in the other two (from 1024 px), and an `aside` (the section's "all of them" link) under the
 * heading there, or after the content on a smaller screen, in one DOM order. The page's other
 * rhythm to the centred `Section`: not every block is a centred title over a grid.
 */
export function SplitSection({
  title,
  intro,
  id,
  aside,
  className,
  children,
}: {
  title: string;
  intro?: string;
  id?: string;
  aside?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={cn("py-10 sm:py-20", className)}>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 sm:gap-10 sm:px-6 lg:grid-cols-12 lg:grid-rows-[auto_1fr] lg:gap-x-12 lg:gap-y-8">
        <div className="lg:col-span-4">
          <h2 id={headingId} className="text-2xl font-semibold text-balance sm:text-h2">
            {title}
          </h2>
          {intro ? (
            <p className="mt-3 text-base text-pretty text-muted-foreground sm:mt-4 sm:text-lg">
              {intro}
            </p>
          ) : null}
        </div>
        {/* `reveal`: rises into place as it scrolls in, where supported (app/globals.css). */}
        <div className="reveal lg:col-span-8 lg:col-start-5 lg:row-span-2 lg:row-start-1">
          {children}
        </div>
        {aside ? <div className="lg:col-span-4 lg:row-start-2">{aside}</div> : null}
      </div>
    </section>
  );
}
