import {
  BoxesIcon,
  ChartLineIcon,
  CreditCardIcon,
  ShoppingCartIcon,
  UploadIcon,
} from "lucide-react";

import { AppShell, Panel, Stat } from "./app-shell";
import { Pill, Table } from "./data-table";
import { LineChart } from "./charts";

/** Shelfwise, the co-op's stock planner (the SaaS case study's screens). */

export const nav = [
  { label: "Reorder", icon: ShoppingCartIcon },
  { label: "Forecasts", icon: ChartLineIcon },
  { label: "Products", icon: BoxesIcon },
  { label: "Import", icon: UploadIcon },
  { label: "Billing", icon: CreditCardIcon },
];
export const shop = <Pill tone="quiet">Devlin&apos;s Hardware, Otley</Pill>;
const products = [
  ["Multi-purpose compost 50 L", 14, 61, 50, "bad", "Runs out Friday"],
  ["Wood screws 4 × 40, 200", 38, 52, 20, "warn", "Tight on Saturday"],
  ["Masking tape 25 mm", 120, 44, 0, "ok", "Covered"],
  ["Decking oil, clear 2.5 L", 9, 17, 12, "warn", "Weather-led"],
  ["Bird seed mix 2 kg", 22, 35, 15, "warn", "Tight on Saturday"],
  ["Extension lead 4-way 5 m", 16, 6, 0, "ok", "Covered"],
  ["AA batteries, 12", 64, 58, 0, "ok", "Covered"],
  ["Paint roller set 9 in", 5, 11, 10, "bad", "Runs out Thursday"],
  ["Cable ties 200 mm, 100", 41, 19, 0, "ok", "Covered"],
] as const;

export function StockPlanner() {
  return (
    <AppShell
      product="Shelfwise"
      nav={nav}
      active="Reorder"
      title="Reorder for next week"
      actions={shop}
    >
      <div className="mb-4 grid grid-cols-3 gap-4">
        <Stat label="Suggested order" value="£1,284" change="Order by Wed 17:00 for Friday" />
        <Stat label="Products at risk" value="5" change="2 run out before delivery" good={false} />
        <Stat label="Stock-outs, last 8 weekends" value="3" change="was 19 before Shelfwise" />
      </div>
      <Panel>
        <Table
          head={["Product", "On hand", "Forecast, 7 days", "Suggested order", "Status"]}
          align={["l", "r", "r", "r", "r"]}
          rows={products.map(([name, onHand, forecast, order, tone, note]) => [
            name,
            onHand,
            forecast,
            order ? (
              <span key="o" className="font-semibold">
                {order}
              </span>
            ) : (
              "–"
            ),
            <Pill key="s" tone={tone}>
              {note}
            </Pill>,
          ])}
        />
      </Panel>
    </AppShell>
  );
}

/** Three weeks of sales (to Sunday), then the forecast for the week ahead with its range. */
const sales = [31, 28, 33, 36, 41, 78, 52, 30, 29, 35, 34, 44, 83, 57, 33, 30, 36, 39, 45, 86, 58];
const forecast = [...sales, 34, 33, 38, 41, 47, 89, 61];
const low = forecast.map((v, i) => (i < sales.length ? v : v * 0.82));
const high = forecast.map((v, i) => (i < sales.length ? v : v * 1.18));

export function StockForecast() {
  return (
    <AppShell
      product="Shelfwise"
      nav={nav}
      active="Forecasts"
      title="Multi-purpose compost 50 L"
      actions={shop}
    >
      <div className="grid grid-cols-4 gap-4">
        <Stat label="Sold last 7 days" value="312" change="+9 % on the week before" />
        <Stat label="Forecast next 7 days" value="335" change="range 275 to 395" />
        <Stat label="Saturday share of the week" value="26 %" />
        <Stat label="Supplier lead time" value="2 days" change="Westland, via the co-op" />
      </div>
      <Panel
        title="Daily sales and forecast"
        aside="dashed: sold; shaded: the range we plan for"
        className="mt-4"
      >
        <LineChart
          height={380}
          series={[forecast, sales]}
          band={{ low, high }}
          labels={["3 Mar", "10 Mar", "17 Mar", "24 Mar", "30 Mar"]}
        />
      </Panel>
    </AppShell>
  );
}
