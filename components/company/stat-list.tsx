import type { Stat } from "@/content/company";
import { cn } from "@/lib/utils";

/**
 * Numbers set large, without cards: each under a hairline, left aligned, two a row on a phone and
 * four from 1024 px (every list of them has two or four, so no row is half empty).
 */
export function StatList({ items, className }: { items: readonly Stat[]; className?: string }) {
  return (
    <dl className={cn("grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4 lg:gap-x-10", className)}>
      {items.map((stat) => (
        <div key={stat.label} className="flex min-w-0 flex-col border-t pt-5">
          <dt className="mt-2 text-sm text-pretty text-muted-foreground">{stat.label}</dt>
          <dd className="order-first font-display text-stat leading-none font-semibold tracking-tight">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
