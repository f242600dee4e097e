import { useId } from "react";

import { cn } from "@/lib/utils";

/**
 * A page section with a labelled h2; `muted` alternates the background between sections. `dense`
 * tightens the spacing below 640 px only, for a page that tells many short sections in a row (the
 * home page): on a phone, padding and a large heading would otherwise outweigh the content.
 * `align="start"` sets the heading flush left over its content (the editorial sections of a
 * service page), so not every page reads as one centred formula. `id` makes it an anchor.
 * `introFromSm` keeps the intro off phones, where a page under a height budget (the home page's
 * ten screens) can spare a line its cards already say.
 */
export function Section({
  title,
  id: anchor,
  intro,
  muted,
  dense,
  introFromSm,
  align = "center",
  className,
  children,
}: {
  title: string;
  id?: string;
  intro?: string;
  muted?: boolean;
  dense?: boolean;
  introFromSm?: boolean;
  align?: "center" | "start";
  className?: string;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <section
      id={anchor}
      aria-labelledby={id}
      className={cn(dense ? "py-10 sm:py-20" : "py-16 sm:py-20", muted && "bg-muted/60", className)}
    >
      {/* Below 1024 px the heading rises with its content (`reveal-stacked`), from 1024 px the
          content alone (`reveal-wide`), so the heading is never nearer the section above than its
          own content; the gap under it is 24-32 px there, 48 px from 1024 px (app/globals.css). */}
      <div className="reveal-stacked mx-auto max-w-7xl px-4 sm:px-6">
        <div className={align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-3xl"}>
          <h2
            id={id}
            className={cn("font-semibold text-balance", dense ? "text-2xl sm:text-h2" : "text-h2")}
          >
            {title}
          </h2>
          {intro ? (
            <p
              className={cn(
                "mt-4 text-pretty text-muted-foreground sm:text-lg",
                dense ? "mt-3 text-base" : "text-lg",
                introFromSm && "max-sm:hidden",
              )}
            >
              {intro}
            </p>
          ) : null}
        </div>
        <div className={cn("reveal-wide", dense ? "mt-6 sm:mt-8 lg:mt-12" : "mt-8 lg:mt-12")}>
          {children}
        </div>
      </div>
    </section>
  );
}
