import { Icon } from "@/components/icon";
import type { IconName } from "@/content/types";
import { cn } from "@/lib/utils";

type Item = { icon: IconName; title: string; description: string };

/** Icon + title + text cards; used by the why-choose, values and process blocks. */
export function FeatureGrid({
  items,
  numbered,
  className,
}: {
  items: readonly Item[];
  numbered?: boolean;
  className?: string;
}) {
  const List = numbered ? "ol" : "ul";
  return (
    <List
      className={cn(
        "grid gap-6 sm:grid-cols-2",
        items.length % 3 === 0 ? "lg:grid-cols-3" : "lg:grid-cols-4",
        items.length === 5 && "lg:grid-cols-5",
        className,
      )}
    >
      {items.map((item, index) => (
        <li key={item.title} className="rounded-xl border bg-card p-6 shadow-sm">
          <div className="flex items-center gap-3">
            <span className="inline-flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
              <Icon name={item.icon} className="size-5" />
            </span>
            {numbered ? (
              <span className="text-sm font-semibold text-muted-foreground">Step {index + 1}</span>
            ) : null}
          </div>
          <h3 className="mt-4 font-semibold">{item.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{item.description}</p>
        </li>
      ))}
    </List>
  );
}
