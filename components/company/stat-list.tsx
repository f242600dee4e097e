import type { Stat } from "@/content/company";

export function StatList({ items }: { items: readonly Stat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-6 lg:grid-cols-4">
      {items.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col rounded-xl border bg-card p-6 text-center shadow-sm"
        >
          <dt className="text-sm text-muted-foreground">{stat.label}</dt>
          <dd className="order-first font-display text-stat font-semibold text-primary">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
