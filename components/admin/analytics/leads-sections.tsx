import type { AnalyticsDashboard } from "@/lib/analytics/dashboard";
import type { CsvTable } from "@/lib/analytics/dashboard-csv";
import type { LeadDimension, LeadRow } from "@/lib/analytics/dashboard-leads";
import { RankedBarChart } from "./bar-chart";
import { ChartFigure } from "./chart-figure";
import { DataTable } from "./data-table";
import { count, rate, valueLabel } from "./format";

const TABLES: readonly [LeadDimension, CsvTable, string, string, string][] = [
  ["campaign", "leads-campaign", "Leads and won by campaign", "Campaign", "No campaign"],
  ["source", "leads-source", "Leads and won by source", "Source", "Direct / unknown"],
  [
    "landing_page",
    "leads-landing-page",
    "Leads and won by landing page",
    "Landing page",
    "Unknown",
  ],
];

/**
 * Bookings and contact messages of the period by the attribution each lead carried, and how many
 * of them are won now. Source: the campaign's utm_source, else the referring site, else the
 * visitor's own "How did you hear about us?" answer.
 */
export function LeadsSections({
  leads,
  csv,
}: {
  leads: NonNullable<AnalyticsDashboard["leads"]>;
  csv: (table: CsvTable) => string;
}) {
  return (
    <div className="grid gap-6 xl:grid-cols-3">
      {TABLES.map(([dimension, table, title, header, none]) => {
        const rows: LeadRow[] = leads[dimension];
        return (
          <ChartFigure
            key={table}
            id={table}
            title={title}
            open
            chart={
              <RankedBarChart
                label={title}
                valueLabel="Leads"
                secondLabel="Won"
                data={rows.slice(0, 8).map((r) => ({
                  name: valueLabel(r.value, none),
                  value: r.leads,
                  second: r.won,
                }))}
              />
            }
            table={
              <DataTable
                id={`${table}-table`}
                caption={title}
                rows={rows}
                rowKey={(r) => r.value}
                csvHref={csv(table)}
                empty="No leads in this period."
                columns={[
                  { header, cell: (r) => valueLabel(r.value, none) },
                  { header: "Leads", cell: (r) => count(r.leads), numeric: true },
                  { header: "Won", cell: (r) => count(r.won), numeric: true },
                  { header: "Won rate", cell: (r) => rate(r.won, r.leads), numeric: true },
                ]}
              />
            }
          />
        );
      })}
    </div>
  );
}
