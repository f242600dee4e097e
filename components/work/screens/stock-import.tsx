import { CheckIcon } from "lucide-react";

import { cn } from "@/lib/utils";
import { AppShell, Panel } from "./app-shell";
import { BarChart, Meter } from "./charts";
import { Pill, Table } from "./data-table";
import { nav, shop } from "./stock";

/** Shelfwise's onboarding: a new shop's till history importing (the SaaS case study's screens). */

const steps = [
  ["Connect the till", "Square, 2 years of sales", "done"],
  ["Match the columns", "4 of 4 matched", "done"],
  ["Import sales history", "186,412 of 243,900 rows", "now"],
  ["Check the first forecast", "About 3 minutes after the import", "next"],
] as const;
const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const columns = [
  ["Item Name", "Product"],
  ["Created At", "Date and time"],
  ["Qty", "Quantity sold"],
  ["SKU", "Supplier code"],
] as const;

export function StockImport() {
  return (
    <AppShell
      product="Shelfwise"
      nav={nav}
      active="Import"
      title="Welcome, Devlin's Hardware"
      actions={shop}
    >
      <div className="grid grid-cols-5 gap-4">
        <Panel title="Getting started" className="col-span-2">
          <ol className="grid gap-4">
            {steps.map(([title, detail, state], i) => (
              <li key={title} className="flex gap-3 text-sm">
                <span
                  className={cn(
                    "grid size-7 shrink-0 place-items-center rounded-full text-xs font-semibold",
                    state === "done" && "bg-success text-primary-foreground",
                    state === "now" && "bg-primary text-primary-foreground",
                    state === "next" && "bg-muted text-muted-foreground",
                  )}
                >
                  {state === "done" ? <CheckIcon className="size-4" aria-hidden /> : i + 1}
                </span>
                <span>
                  <span className="font-medium">{title}</span>
                  <span className="block text-muted-foreground">{detail}</span>
                  {state === "now" ? (
                    <span className="mt-2 block w-56">
                      <Meter value={0.76} />
                    </span>
                  ) : null}
                </span>
              </li>
            ))}
          </ol>
        </Panel>
        <Panel
          title="Columns from your till"
          aside="sales_export_2023-2025.csv"
          className="col-span-3"
        >
          <Table
            head={["In the file", "In Shelfwise", ""]}
            rows={columns.map(([from, to]) => [
              <span key="f" className="rounded bg-muted px-1.5 py-0.5 text-xs font-medium">
                {from}
              </span>,
              to,
              <Pill key="s" tone="ok">
                Matched
              </Pill>,
            ])}
          />
          <p className="mt-4 text-sm text-muted-foreground">
            2,914 products found. 37 rows had no quantity and were skipped; you can download them.
          </p>
        </Panel>
        <Panel title="Sales by month, imported so far" aside="units" className="col-span-5">
          <BarChart
            height={170}
            values={[6.1, 5.8, 8.9, 12.4, 14.2, 11.8, 10.9, 10.1, 9.4, 8.2, 9.9, 13.6]}
            labels={months}
            highlight={(i) => i >= 3 && i <= 5}
          />
          <p className="mt-3 text-sm text-muted-foreground">
            Spring is your busiest season: April to June sell 32 % of the year, mostly garden lines.
          </p>
        </Panel>
      </div>
    </AppShell>
  );
}
