import { Icon } from "@/components/icon";
import type { IconName } from "@/content/types";
import { cn } from "@/lib/utils";

type Item = { icon: IconName; title: string; description: string };

/**
 * Reasons and values as a list under hairlines, not cards: the icon beside the title, three a row
 * when there are three, else two (so a row is never half empty once the columns start).
 */
export function FeatureList({ items, className }: { items: readonly Item[]; className?: string }) {
  return (
    <ul
      className={cn(
        "grid gap-x-10",
        items.length % 3 === 0 ? "sm:grid-cols-3" : "sm:grid-cols-2",
        className,
      )}
    >
      {items.map((item) => (
        <li key={item.title} className="border-t py-6">
          <h3 className="card-title flex items-center gap-3">
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground">
              <Icon name={item.icon} className="size-4" />
            </span>
            {item.title}
          </h3>
          <p className="mt-3 leading-relaxed text-pretty text-muted-foreground">
            {item.description}
          </p>
        </li>
      ))}
    </ul>
  );
}
