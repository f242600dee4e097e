import type { AnalyticsDashboard } from "@/lib/analytics/dashboard";
import type { CsvTable } from "@/lib/analytics/dashboard-csv";
import { rangeQuery } from "@/lib/analytics/dashboard-range";
import { rate } from "./format";
import { KpiCards, type Kpi } from "./kpi-cards";
import { LeadsSections } from "./leads-sections";
import { RangeForm } from "./range-form";
import { TrafficSections } from "./traffic-sections";

const goalsOf = (t: AnalyticsDashboard["totals"]) =>
  t.goals.booking + t.goals.contact + t.goals.newsletter;

/** /admin/analytics: the period, its headline figures, traffic, goals and (for leads.read) leads. */
export function AnalyticsView({ d }: { d: AnalyticsDashboard }) {
  const csv = (table: CsvTable) => `/api/admin/analytics-csv${rangeQuery(d.range)}&table=${table}`;
  const previousLabel = d.range.days === 1 ? "the day before" : `the previous ${d.range.days} days`;
  const goals = goalsOf(d.totals);
  const previousGoals = goalsOf(d.previous);
  const kpis: Kpi[] = [
    { label: "Visitors", value: d.totals.visitors, previous: d.previous.visitors },
    { label: "Page views", value: d.totals.pageviews, previous: d.previous.pageviews },
    {
      label: "Goal conversion",
      value: goals,
      previous: previousGoals,
      display: `${rate(goals, d.totals.visitors)} (${goals})`,
      previousDisplay: rate(previousGoals, d.previous.visitors),
    },
    ...(d.leads
      ? [
          { label: "Leads", value: d.leads.totals.leads, previous: d.leads.previous.leads },
          { label: "Won leads", value: d.leads.totals.won, previous: d.leads.previous.won },
        ]
      : []),
  ];
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="text-3xl font-bold">Analytics</h1>
        <p className="text-sm text-muted-foreground" role="status">
          <span className="font-semibold text-foreground">{d.realtime}</span>{" "}
          {d.realtime === 1 ? "visitor" : "visitors"} in the last 30 minutes
        </p>
      </div>
      <RangeForm range={d.range} />
      <p className="text-sm text-muted-foreground">
        {d.range.from === d.range.to ? d.range.from : `${d.range.from} to ${d.range.to}`} (agency
        time), compared with {previousLabel}. Visitors are counted per day without cookies, so a
        person who comes back on another day counts again.
      </p>
      {d.neverRecorded ? (
        <p className="rounded-lg border bg-background p-8 text-center text-muted-foreground">
          No visits recorded yet — the beacon counts public page views (no cookies, no personal
          data) and they appear here within seconds of the first visit.
        </p>
      ) : (
        <>
          <KpiCards kpis={kpis} previousLabel={previousLabel} />
          <TrafficSections d={d} csv={csv} />
        </>
      )}
      {d.leads && <LeadsSections leads={d.leads} csv={csv} />}
    </div>
  );
}
