"use client";

import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from "recharts";

import {
  ChartContainer,
  ChartTooltip,
  ChartTooltipContent,
  type ChartConfig,
} from "@/components/ui/chart";

export type BarDatum = { name: string; value: number; second?: number };

/**
 * A short ranked list as horizontal bars (the top few of a table; the table beside it has them
 * all). `secondLabel` adds a second bar per row (e.g. won leads beside leads).
 */
export function RankedBarChart({
  data,
  label,
  valueLabel,
  secondLabel,
}: {
  data: BarDatum[];
  label: string;
  valueLabel: string;
  secondLabel?: string;
}) {
  const config: ChartConfig = {
    value: { label: valueLabel, color: "var(--primary)" },
    ...(secondLabel ? { second: { label: secondLabel, color: "var(--success)" } } : {}),
  };
  return (
    <ChartContainer
      config={config}
      className="aspect-auto w-full"
      style={{ height: `${Math.max(3, data.length) * 2.25 + 2}rem` }}
      aria-label={label}
    >
      <BarChart data={data} layout="vertical" margin={{ left: 4, right: 16 }} accessibilityLayer>
        <CartesianGrid horizontal={false} />
        <XAxis type="number" tickLine={false} axisLine={false} allowDecimals={false} />
        <YAxis
          type="category"
          dataKey="name"
          tickLine={false}
          axisLine={false}
          width={120}
          tickFormatter={(v: string) => (v.length > 18 ? `${v.slice(0, 17)}…` : v)}
        />
        <ChartTooltip content={<ChartTooltipContent />} />
        <Bar dataKey="value" fill="var(--color-value)" radius={4} isAnimationActive={false} />
        {secondLabel && (
          <Bar dataKey="second" fill="var(--color-second)" radius={4} isAnimationActive={false} />
        )}
      </BarChart>
    </ChartContainer>
  );
}
