import { timeline } from "@/content/company";

export function Timeline() {
  return (
    <ol className="relative ml-2 max-w-3xl border-l-2 border-primary/30 pl-8">
      {timeline.map((entry) => (
        <li key={entry.year} className="relative pb-10 last:pb-0">
          <span
            className="absolute top-1 -left-[2.55rem] size-4 rounded-full border-4 border-background bg-primary"
            aria-hidden
          />
          <p className="text-sm font-semibold text-primary">{entry.year}</p>
          <h3 className="mt-1 text-lg font-semibold">{entry.title}</h3>
          <p className="mt-1 text-muted-foreground">{entry.description}</p>
        </li>
      ))}
    </ol>
  );
}
