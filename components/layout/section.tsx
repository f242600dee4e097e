import { useId } from "react";

import { cn } from "@/lib/utils";

/**
 * A page section with a labelled h2; `muted` alternates the background between sections. `dense`
 * tightens the spacing below 640 px only, for a page that tells many short sections in a row (the
 * home page): on a phone, padding and a large heading would otherwise outweigh the content.
 */
export function Section({
  title,
  intro,
  muted,
  dense,
  className,
  children,
}: {
  title: string;
  intro?: string;
  muted?: boolean;
  dense?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn(dense ? "py-10 sm:py-20" : "py-16 sm:py-20", muted && "bg-muted/60", className)}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id={id}
            className={cn(
              "font-bold tracking-tight text-balance sm:text-4xl",
              dense ? "text-2xl" : "text-3xl",
            )}
          >
            {title}
          </h2>
          {intro ? (
            <p
              className={cn(
                "mt-4 text-pretty text-muted-foreground sm:text-lg",
                dense ? "mt-3 text-base" : "text-lg",
              )}
            >
              {intro}
            </p>
          ) : null}
        </div>
        <div className={dense ? "mt-6 sm:mt-12" : "mt-12"}>{children}</div>
      </div>
    </section>
  );
}
