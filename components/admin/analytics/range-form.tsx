import Link from "next/link";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { PRESET_LABELS, RANGE_PRESETS, type DayRange } from "@/lib/analytics/dashboard-range";

/**
 * The period: preset links and a custom from/to form. A plain GET form and links, so it works
 * before (or without) JavaScript, and the address is the state (shareable, back button).
 */
export function RangeForm({ range }: { range: DayRange }) {
  return (
    <div className="flex flex-wrap items-end gap-4">
      <nav aria-label="Period" className="flex flex-wrap gap-2 text-sm">
        {RANGE_PRESETS.map((preset) => {
          const current = range.preset === preset;
          return (
            <Link
              key={preset}
              href={`/admin/analytics?range=${preset}`}
              aria-current={current ? "page" : undefined}
              className={`rounded-md border px-3 py-1.5 ${current ? "bg-primary text-primary-foreground" : "bg-background hover:bg-accent"}`}
            >
              {PRESET_LABELS[preset]}
            </Link>
          );
        })}
      </nav>
      <form method="get" action="/admin/analytics" className="flex flex-wrap items-end gap-2">
        <label className="grid gap-1 text-sm">
          From
          <Input type="date" name="from" defaultValue={range.from} max={range.today} required />
        </label>
        <label className="grid gap-1 text-sm">
          To
          <Input type="date" name="to" defaultValue={range.to} max={range.today} required />
        </label>
        <Button type="submit" variant="outline">
          Show period
        </Button>
      </form>
    </div>
  );
}
