import { AppShell, Panel, Stat } from "./app-shell";
import { BarChart, LineChart, Meter } from "./charts";
import { Pill, Table } from "./data-table";
import { nav } from "./support";

/** Larkspur Home's help-centre coverage and metrics (the AI case study's screens). */

const articles = [
  ["Replacement parts for furniture", 412, "12 Mar", null],
  ["Changing a delivery date", 388, "28 Feb", null],
  ["Refund times by payment method", 301, "9 Jan", null],
  ["Assembly service areas", 176, "14 Aug 2023", "Areas changed in May"],
  ["Returning a part of an order", 164, "2 Feb", null],
  ["Caring for oiled oak", 97, "3 Nov 2022", "Product range changed"],
  ["Click and collect opening hours", 58, "20 Mar", null],
  ["Gift cards and vouchers", 41, "15 Dec", null],
] as const;

export function SupportSources() {
  return (
    <AppShell product="Larkspur Desk" nav={nav} active="Help centre" title="Help centre coverage">
      <div className="mb-4 grid grid-cols-3 gap-4">
        <Stat label="Articles drafts can cite" value="214" />
        <Stat
          label="Questions with no article"
          value="19"
          change="this week: top 5 below"
          good={false}
        />
        <Stat
          label="Flagged as out of date"
          value="2"
          change="fix before the weekend"
          good={false}
        />
      </div>
      <Panel title="Most cited this month">
        <Table
          head={["Article", "Cited in drafts", "Updated", ""]}
          align={["l", "r", "r", "r"]}
          rows={articles.map(([title, cited, updated, flag]) => [
            title,
            cited.toLocaleString("en-GB"),
            updated,
            flag ? (
              <Pill key="f" tone="warn">
                {flag}
              </Pill>
            ) : (
              <Pill key="f" tone="ok">
                Current
              </Pill>
            ),
          ])}
        />
      </Panel>
    </AppShell>
  );
}

const topics = [
  ["Delivery", 0.81],
  ["Returns and refunds", 0.74],
  ["Product care", 0.58],
  ["Assembly", 0.46],
] as const;

export function SupportMetrics() {
  return (
    <AppShell product="Larkspur Desk" nav={nav} active="Metrics" title="Last 12 weeks">
      <div className="grid grid-cols-4 gap-4">
        <Stat label="First reply, median" value="1 h 52 min" change="was 4 h 05 min" />
        <Stat label="Drafts sent as written" value="63 %" change="+9 pts since launch" />
        <Stat label="Replies reopened" value="4.1 %" change="was 6.8 %" />
        <Stat label="Tickets per agent per day" value="58" change="was 41" />
      </div>
      <div className="mt-4 grid grid-cols-5 gap-4">
        <Panel title="First reply time, hours" aside="median per week" className="col-span-3">
          <BarChart
            height={230}
            values={[4.1, 4.0, 4.2, 3.6, 3.1, 2.8, 2.5, 2.3, 2.1, 2.0, 1.9, 1.9]}
            labels={["W1", "W2", "W3", "W4", "W5", "W6", "W7", "W8", "W9", "W10", "W11", "W12"]}
            highlight={(i) => i > 2}
          />
        </Panel>
        <Panel title="Sent as written, by topic" className="col-span-2">
          <ul className="grid gap-4 text-sm">
            {topics.map(([topic, share]) => (
              <li key={topic} className="grid gap-1.5">
                <div className="flex justify-between">
                  {topic}
                  <span className="tabular-nums">{Math.round(share * 100)} %</span>
                </div>
                <Meter value={share} />
              </li>
            ))}
          </ul>
          <div className="mt-5 border-t pt-4">
            <LineChart
              height={70}
              series={[[12, 14, 13, 17, 19, 22, 21, 25]]}
              labels={["Feb", "Apr"]}
            />
            <p className="mt-1 text-xs text-muted-foreground">Articles edited after a flag</p>
          </div>
        </Panel>
      </div>
    </AppShell>
  );
}
