import "server-only";

import { BOM, toCsv } from "@/lib/leads/csv";
import type { BreakdownRow } from "./dashboard-breakdowns";
import { analyticsDashboard, type AnalyticsDashboard } from "./dashboard";
import type { DayRange } from "./dashboard-range";

/**
 * Each table of /admin/analytics as CSV (UTF-8 with a BOM; cells that could be formulas defused,
 * as referrer hosts and UTM values are whatever a link said). The file name says which table.
 */
const CSV_TABLES = {
  traffic: "Visitors and page views over time",
  pages: "Top pages",
  referrers: "Top referrers",
  "utm-sources": "UTM sources",
  "utm-mediums": "UTM mediums",
  "utm-campaigns": "UTM campaigns",
  devices: "Devices",
  "leads-landing-page": "Leads by landing page",
  "leads-source": "Leads by source",
  "leads-campaign": "Leads by campaign",
} as const;
export type CsvTable = keyof typeof CSV_TABLES;
export const isCsvTable = (value: unknown): value is CsvTable =>
  typeof value === "string" && Object.hasOwn(CSV_TABLES, value);
export const isLeadTable = (table: CsvTable) => table.startsWith("leads-");

const BREAKDOWN = {
  pages: ["page", "page"],
  referrers: ["referrer", "referrer"],
  "utm-sources": ["utm_source", "utm_source"],
  "utm-mediums": ["utm_medium", "utm_medium"],
  "utm-campaigns": ["utm_campaign", "utm_campaign"],
  devices: ["device", "device"],
} as const;
const LEADS = {
  "leads-landing-page": ["landing_page", "landing_page"],
  "leads-source": ["source", "source"],
  "leads-campaign": ["campaign", "campaign"],
} as const;

/** Goal visitors ÷ visitors, every goal together, to four places ("" without visitors). */
const conversion = (row: Pick<BreakdownRow, "visitors" | "goals">) => {
  const reached = row.goals.booking + row.goals.contact + row.goals.newsletter;
  return row.visitors ? reached / row.visitors : null;
};

function tableCsv(d: AnalyticsDashboard, table: CsvTable): string {
  if (table === "traffic") {
    return toCsv(
      [d.hourly ? "hour" : "day", "visitors", "pageviews"],
      d.series.map((p) => [p.at, p.visitors, p.pageviews]),
    );
  }
  if (table in BREAKDOWN) {
    const [dimension, column] = BREAKDOWN[table as keyof typeof BREAKDOWN];
    return toCsv(
      [column, "visitors", "pageviews", "booking", "contact", "newsletter", "conversion_rate"],
      d.breakdowns[dimension].map((r) => [
        r.value,
        r.visitors,
        r.pageviews,
        r.goals.booking,
        r.goals.contact,
        r.goals.newsletter,
        conversion(r)?.toFixed(4),
      ]),
    );
  }
  const [dimension, column] = LEADS[table as keyof typeof LEADS];
  return toCsv(
    [column, "leads", "won"],
    (d.leads?.[dimension] ?? []).map((r) => [r.value, r.leads, r.won]),
  );
}

/** One table for `range` as a CSV file's text and its name. */
export async function dashboardCsv(
  range: DayRange,
  table: CsvTable,
): Promise<{ csv: string; filename: string }> {
  const dashboard = await analyticsDashboard(range, { withLeads: isLeadTable(table) });
  return {
    csv: BOM + tableCsv(dashboard, table),
    filename: `analytics-${table}-${range.from}-${range.to}.csv`,
  };
}
