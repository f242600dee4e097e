"use client";

import { Area, AreaChart, CartesianGrid, XAxis, YAxis } from "recharts";

import {
  ChartContainer,
  ChartLegend,
  ChartLegendContent,
  ChartTooltip,
  ChartTooltipContent,
  type ChartConfig,
} from "@/components/ui/chart";
import type { SeriesPoint } from "@/lib/analytics/dashboard-traffic";
import { bucketLabel } from "./format";

const config = {
  pageviews: { label: "Page views", color: "var(--primary)" },
  visitors: { label: "Visitors", color: "var(--success)" },
} satisfies ChartConfig;

/**
 * Visitors and page views per day (per hour for today). Recharts' accessibility layer lets a
 * keyboard step through the points (arrow keys) with the tooltip; the same figures are in the
 * table beside it for a screen reader.
 */
export function TrafficChart({ series, label }: { series: SeriesPoint[]; label: string }) {
  return (
    <ChartContainer config={config} className="aspect-auto h-64 w-full" aria-label={label}>
      <AreaChart data={series} margin={{ left: 4, right: 12, top: 8 }} accessibilityLayer>
        <CartesianGrid vertical={false} />
        <XAxis
          dataKey="at"
          tickLine={false}
          axisLine={false}
          tickMargin={8}
          minTickGap={24}
          tickFormatter={bucketLabel}
        />
        <YAxis tickLine={false} axisLine={false} width={40} allowDecimals={false} />
        <ChartTooltip
          content={<ChartTooltipContent labelFormatter={(l) => bucketLabel(String(l))} />}
        />
        <Area
          dataKey="pageviews"
          type="monotone"
          fill="var(--color-pageviews)"
          fillOpacity={0.15}
          stroke="var(--color-pageviews)"
          isAnimationActive={false}
        />
        <Area
          dataKey="visitors"
          type="monotone"
          fill="var(--color-visitors)"
          fillOpacity={0.25}
          stroke="var(--color-visitors)"
          isAnimationActive={false}
        />
        <ChartLegend content={<ChartLegendContent />} />
      </AreaChart>
    </ChartContainer>
  );
}
