import type { AnalyticsDashboard } from "@/lib/analytics/dashboard";
import type { BreakdownRow } from "@/lib/analytics/dashboard-breakdowns";
import type { CsvTable } from "@/lib/analytics/dashboard-csv";
import { RankedBarChart } from "./bar-chart";
import { ChartFigure, TableSection } from "./chart-figure";
import { DataTable } from "./data-table";
import { bucketLabel, count, rate, valueLabel } from "./format";
import { TrafficChart } from "./traffic-chart";

type Csv = (table: CsvTable) => string;

const reached = (r: BreakdownRow) => r.goals.booking + r.goals.contact + r.goals.newsletter;

/** Visitors, page views and goals per value; conversion = goal visitors ÷ visitors. */
function BreakdownTable(props: {
  id: string;
  caption: string;
  header: string;
  none: string;
  rows: BreakdownRow[];
  csvHref: string;
}) {
  return (
    <DataTable
      id={props.id}
      caption={props.caption}
      rows={props.rows}
      rowKey={(r) => r.value}
      csvHref={props.csvHref}
      columns={[
        { header: props.header, cell: (r) => valueLabel(r.value, props.none) },
        { header: "Visitors", cell: (r) => count(r.visitors), numeric: true },
        { header: "Page views", cell: (r) => count(r.pageviews), numeric: true },
        { header: "Bookings", cell: (r) => count(r.goals.booking), numeric: true },
        { header: "Contacts", cell: (r) => count(r.goals.contact), numeric: true },
        { header: "Newsletter", cell: (r) => count(r.goals.newsletter), numeric: true },
        { header: "Conversion", cell: (r) => rate(reached(r), r.visitors), numeric: true },
      ]}
    />
  );
}

const TABLES = [
  ["pages", "page", "Top pages", "Page", "(none)"],
  ["referrers", "referrer", "Top referrers", "Referrer", "Direct / none"],
  ["utm-sources", "utm_source", "UTM sources", "Source", "Untagged"],
  ["utm-mediums", "utm_medium", "UTM mediums", "Medium", "Untagged"],
  ["utm-campaigns", "utm_campaign", "UTM campaigns", "Campaign", "Untagged"],
] as const;

export function TrafficSections({ d, csv }: { d: AnalyticsDashboard; csv: Csv }) {
  const over = d.hourly ? "per hour today" : "per day";
  return (
    <>
      <ChartFigure
        id="traffic"
        title={`Visitors and page views ${over}`}
        chart={<TrafficChart series={d.series} label={`Visitors and page views ${over}`} />}
        table={
          <DataTable
            id="traffic-table"
            caption={`Visitors and page views ${over}`}
            rows={d.series}
            rowKey={(p) => p.at}
            csvHref={csv("traffic")}
            columns={[
              { header: d.hourly ? "Hour" : "Day", cell: (p) => bucketLabel(p.at) },
              { header: "Visitors", cell: (p) => count(p.visitors), numeric: true },
              { header: "Page views", cell: (p) => count(p.pageviews), numeric: true },
            ]}
          />
        }
      />
      <div className="grid gap-6 xl:grid-cols-2">
        {TABLES.map(([table, dimension, title, header, none]) => (
          <TableSection key={table} id={table} title={title}>
            <BreakdownTable
              id={`${table}-table`}
              caption={`${title}: visitors, page views, goals and conversion`}
              header={header}
              none={none}
              rows={d.breakdowns[dimension]}
              csvHref={csv(table)}
            />
          </TableSection>
        ))}
        <ChartFigure
          id="devices"
          title="Devices"
          chart={
            <RankedBarChart
              label="Visitors by device"
              valueLabel="Visitors"
              data={d.breakdowns.device.map((r) => ({ name: r.value, value: r.visitors }))}
            />
          }
          table={
            <BreakdownTable
              id="devices-table"
              caption="Devices: visitors, page views, goals and conversion"
              header="Device"
              none="Unknown"
              rows={d.breakdowns.device}
              csvHref={csv("devices")}
            />
          }
        />
      </div>
    </>
  );
}
