import { useId } from "react";

import { cn } from "@/lib/utils";

/** A page section with a labelled h2; `muted` alternates the background between sections. */
export function Section({
  title,
  intro,
  muted,
  className,
  children,
}: {
  title: string;
  intro?: string;
  muted?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn("py-16 sm:py-20", muted && "bg-muted/60", className)}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lg text-pretty text-muted-foreground">{intro}</p> : null}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
