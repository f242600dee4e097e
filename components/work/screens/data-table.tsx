import type { ReactNode } from "react";

import { cn } from "@/lib/utils";

/** Tables and status labels for the mock product screens. */

const TONES = {
  ok: "bg-success/12 text-success",
  warn: "bg-warning/12 text-warning",
  bad: "bg-destructive/12 text-destructive",
  info: "bg-primary/12 text-primary",
  quiet: "bg-muted text-muted-foreground",
} as const;

/** A status label in a table row. */
export function Pill({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium", TONES[tone])}>
      {children}
    </span>
  );
}

/** A compact data table: header row and body rows of cells. */
export function Table({
  head,
  rows,
  align = [],
}: {
  head: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  /** Per column: "r" right-aligns numbers. */
  align?: readonly ("l" | "r")[];
}) {
  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="border-b text-left text-xs text-muted-foreground">
          {head.map((h, i) => (
            <th key={h} className={cn("pb-2 font-medium", align[i] === "r" && "text-right")}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, r) => (
          <tr key={r} className="border-b last:border-0">
            {row.map((cell, i) => (
              <td key={i} className={cn("py-2.5", align[i] === "r" && "text-right tabular-nums")}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
