import { timeline } from "@/content/company";
import { cn } from "@/lib/utils";

/**
 * The journey as one line drawn once: down the left edge on a phone, across the top of one row
 * from 1024 px with every year on it (four years, four columns: no half-empty row). The last dot
 * is filled: where we are now.
 */
export function Timeline() {
  const last = timeline.length - 1;
  return (
    <div className="relative">
      <div
        aria-hidden
        className="absolute top-2 bottom-2 left-[7px] w-0.5 bg-border lg:top-[7px] lg:right-0 lg:bottom-auto lg:left-0 lg:h-0.5 lg:w-auto"
      />
      <ol className="relative grid gap-10 lg:grid-cols-4 lg:gap-10">
        {timeline.map((entry, index) => (
          <li key={entry.year} className="relative pl-10 lg:pt-12 lg:pl-0">
            <span
              aria-hidden
              className={cn(
                "absolute top-0.5 left-0 size-4 rounded-full border-2 border-primary lg:top-0",
                index === last ? "bg-primary" : "bg-background",
              )}
            />
            <p className="font-display text-stat leading-none font-semibold tracking-tight text-primary">
              {entry.year}
            </p>
            <h3 className="card-title mt-4">{entry.title}</h3>
            <p className="mt-2 text-pretty text-muted-foreground">{entry.description}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
