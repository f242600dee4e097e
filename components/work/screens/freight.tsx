import {
  BellIcon,
  LayoutDashboardIcon,
  RouteIcon,
  SettingsIcon,
  TriangleAlertIcon,
  TruckIcon,
} from "lucide-react";

import { AppShell, Panel, Stat } from "./app-shell";
import { Pill, Table } from "./data-table";
import { LineChart } from "./charts";

/** Halden Freight's operations dashboard (the logistics case study's screens). */

export const nav = [
  { label: "Overview", icon: LayoutDashboardIcon },
  { label: "Exceptions", icon: TriangleAlertIcon },
  { label: "Routes", icon: RouteIcon },
  { label: "Fleet", icon: TruckIcon },
  { label: "Settings", icon: SettingsIcon },
];
export const live = (
  <>
    <Pill tone="ok">Live · scans 38 s old</Pill>
    <BellIcon className="size-4 text-muted-foreground" aria-hidden />
  </>
);
const hours = ["06:00", "08:00", "10:00", "12:00", "14:00", "16:00", "18:00"];

export function FreightDashboard() {
  return (
    <AppShell
      product="Halden Ops"
      nav={nav}
      active="Overview"
      title="Today, all depots"
      actions={live}
    >
      <div className="grid grid-cols-4 gap-4">
        <Stat label="Trucks on the road" value="184" change="+12 vs last Tuesday" />
        <Stat label="Delivered on time" value="96.2 %" change="+4.1 pts in 8 weeks" />
        <Stat label="Open exceptions" value="7" change="3 older than 30 min" good={false} />
        <Stat label="Parcels scanned" value="41,380" change="62 % of the day's plan" />
      </div>
      <div className="mt-4 grid grid-cols-5 gap-4">
        <Panel
          title="Deliveries per hour"
          aside="today vs last week (dashed)"
          className="col-span-3"
        >
          <LineChart
            height={250}
            labels={hours}
            series={[
              [120, 340, 610, 720, 680, 750, 590, 640, 470, 310, 180, 90, 40],
              [110, 300, 560, 690, 700, 640, 600, 560, 420, 330, 200, 110, 60],
            ]}
          />
        </Panel>
        <Panel title="Depots" aside="on-time today" className="col-span-2">
          <Table
            head={["Depot", "Trucks", "On time", ""]}
            align={["l", "r", "r", "r"]}
            rows={[
              [
                "Leeds",
                "42",
                "98.1 %",
                <Pill key="a" tone="ok">
                  Clear
                </Pill>,
              ],
              [
                "Sheffield",
                "37",
                "97.4 %",
                <Pill key="b" tone="ok">
                  Clear
                </Pill>,
              ],
              [
                "Hull",
                "29",
                "93.8 %",
                <Pill key="c" tone="warn">
                  2 late
                </Pill>,
              ],
              [
                "York",
                "31",
                "96.0 %",
                <Pill key="d" tone="ok">
                  Clear
                </Pill>,
              ],
              [
                "Doncaster",
                "45",
                "91.2 %",
                <Pill key="e" tone="bad">
                  4 late
                </Pill>,
              ],
              [
                "Wakefield",
                "26",
                "97.9 %",
                <Pill key="f" tone="ok">
                  Clear
                </Pill>,
              ],
              [
                "Bradford",
                "33",
                "96.6 %",
                <Pill key="g" tone="ok">
                  Clear
                </Pill>,
              ],
            ]}
          />
        </Panel>
      </div>
    </AppShell>
  );
}
