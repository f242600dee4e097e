import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { cn } from "@/lib/utils";

/**
 * The chrome of a mock desktop product (rendered to an image by `npm run screens`): a sidebar
 * with the product's mark and navigation, a top bar with the page title, and the page. Drawn with
 * the site's own tokens, so both themes come from one component.
 */
export function AppShell({
  product,
  nav,
  active,
  title,
  actions,
  children,
}: {
  product: string;
  nav: readonly { label: string; icon: LucideIcon }[];
  active: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex h-screen bg-background text-foreground">
      <aside className="flex w-56 shrink-0 flex-col gap-1 border-r bg-card p-4">
        <div className="mb-5 flex items-center gap-2 px-2 font-semibold">
          <span className="grid size-7 place-items-center rounded-md bg-primary text-sm text-primary-foreground">
            {product[0]}
          </span>
          {product}
        </div>
        {nav.map(({ label, icon: Icon }) => (
          <div
            key={label}
            className={cn(
              "flex items-center gap-2.5 rounded-md px-2 py-1.5 text-sm",
              label === active
                ? "bg-accent font-medium text-accent-foreground"
                : "text-muted-foreground",
            )}
          >
            <Icon className="size-4" aria-hidden /> {label}
          </div>
        ))}
      </aside>
      <main className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-14 shrink-0 items-center justify-between border-b px-6">
          <h1 className="text-base font-semibold">{title}</h1>
          <div className="flex items-center gap-3">{actions}</div>
        </header>
        <div className="flex-1 overflow-hidden p-6">{children}</div>
      </main>
    </div>
  );
}

/** A panel on a page: a titled card. */
export function Panel({
  title,
  aside,
  className,
  children,
}: {
  title?: string;
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={cn("rounded-xl border bg-card p-4 shadow-sm", className)}>
      {title ? (
        <div className="mb-3 flex items-center justify-between">
          <h2 className="text-sm font-semibold">{title}</h2>
          <div className="text-xs text-muted-foreground">{aside}</div>
        </div>
      ) : null}
      {children}
    </section>
  );
}

/** One headline figure with its change. */
export function Stat({
  label,
  value,
  change,
  good = true,
}: {
  label: string;
  value: string;
  change?: string;
  good?: boolean;
}) {
  return (
    <div className="rounded-xl border bg-card p-4 shadow-sm">
      <div className="text-xs text-muted-foreground">{label}</div>
      <div className="mt-1 text-2xl font-semibold tracking-tight">{value}</div>
      {change ? (
        <div className={cn("mt-1 text-xs font-medium", good ? "text-success" : "text-destructive")}>
          {change}
        </div>
      ) : null}
    </div>
  );
}
