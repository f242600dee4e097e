import { ClockIcon } from "lucide-react";

import { AppShell, Panel } from "./app-shell";
import { BarChart } from "./charts";
import { Pill, Table } from "./data-table";
import { live, nav } from "./freight";

/** Halden Freight's exceptions queue and a truck's route (the logistics case study's screens). */

const exceptions = [
  ["HF-2291", "Doncaster", "No scan for 47 min", "DN-14", "R. Okoye", "bad"],
  ["HF-2288", "Doncaster", "Missed delivery slot", "DN-09", "R. Okoye", "bad"],
  ["HF-2285", "Hull", "Late leaving depot", "HU-03", "S. Patel", "warn"],
  ["HF-2281", "Doncaster", "No scan for 34 min", "DN-22", "Unassigned", "warn"],
  ["HF-2279", "Hull", "Address not found", "HU-11", "S. Patel", "warn"],
  ["HF-2274", "Leeds", "Customer not home", "LS-30", "J. Byrne", "info"],
  ["HF-2270", "Doncaster", "Van fault reported", "DN-05", "R. Okoye", "info"],
  ["HF-2266", "York", "Parcel refused", "YO-17", "A. Nowak", "quiet"],
  ["HF-2263", "Sheffield", "Gate code missing", "SH-08", "M. Hale", "quiet"],
  ["HF-2259", "Leeds", "Late leaving depot", "LS-12", "J. Byrne", "quiet"],
] as const;

export function FreightExceptions() {
  return (
    <AppShell product="Halden Ops" nav={nav} active="Exceptions" title="Exceptions" actions={live}>
      <div className="mb-4 flex gap-2 text-sm">
        {["All depots · 7", "Doncaster · 4", "Hull · 2", "Leeds · 1"].map((f, i) => (
          <span
            key={f}
            className={
              i
                ? "rounded-md border px-3 py-1 text-muted-foreground"
                : "rounded-md bg-primary px-3 py-1 text-primary-foreground"
            }
          >
            {f}
          </span>
        ))}
      </div>
      <Panel>
        <Table
          head={["Ticket", "Depot", "What happened", "Truck", "Owner", "Age"]}
          rows={exceptions.map(([id, depot, what, truck, owner, tone], i) => [
            <span key="id" className="font-medium">
              {id}
            </span>,
            depot,
            <Pill key="w" tone={tone}>
              {what}
            </Pill>,
            truck,
            owner === "Unassigned" ? (
              <span key="o" className="text-muted-foreground">
                {owner}
              </span>
            ) : (
              owner
            ),
            <span key="t" className="inline-flex items-center gap-1 text-muted-foreground">
              <ClockIcon className="size-3.5" aria-hidden />{" "}
              {[47, 41, 33, 34, 21, 12, 6, 5, 4, 2][i]} min
            </span>,
          ])}
        />
      </Panel>
    </AppShell>
  );
}

const stops = [
  ["07:10", "07:08", "Depot, Doncaster", "ok"],
  ["07:45", "07:52", "Askern Co-op", "ok"],
  ["08:20", "08:31", "Bentley Pharmacy", "warn"],
  ["09:05", "09:14", "Thorne Garden Centre", "ok"],
  ["09:40", "", "Hatfield Builders' Merchant", "bad"],
  ["10:15", "", "Stainforth Surgery", "quiet"],
  ["10:50", "", "Moorends Primary School", "quiet"],
  ["11:30", "", "Depot, Doncaster", "quiet"],
] as const;

export function FreightRoute() {
  return (
    <AppShell
      product="Halden Ops"
      nav={nav}
      active="Routes"
      title="Truck DN-14 · Route 6"
      actions={live}
    >
      <div className="grid grid-cols-5 gap-4">
        <Panel title="Stops" aside="planned / scanned" className="col-span-3">
          <ol className="grid gap-3">
            {stops.map(([plan, scan, place, tone]) => (
              <li key={place} className="flex items-center gap-4 text-sm">
                <span className="w-12 text-muted-foreground tabular-nums">{plan}</span>
                <span className="w-12 font-medium tabular-nums">{scan || "–"}</span>
                <span className="flex-1">{place}</span>
                <Pill tone={tone}>
                  {
                    { ok: "Delivered", warn: "11 min late", bad: "No scan, 47 min", quiet: "Next" }[
                      tone
                    ]
                  }
                </Pill>
              </li>
            ))}
          </ol>
        </Panel>
        <Panel title="Minutes at each stop" aside="target 12" className="col-span-2">
          <BarChart
            values={[6, 9, 14, 8, 22]}
            labels={["1", "2", "3", "4", "5"]}
            highlight={(i) => i !== 4}
          />
          <p className="mt-4 text-sm text-muted-foreground">
            Stop 5 has had no scan for 47 minutes. The driver was called at 10:02.
          </p>
        </Panel>
        <Panel title="Notes on this route" aside="3 today" className="col-span-5">
          <ul className="grid gap-2 text-sm">
            <li>10:02 · R. Okoye: driver reports the yard gate is locked; merchant called.</li>
            <li>08:35 · Bentley Pharmacy asked for deliveries after 08:30 from next week.</li>
            <li>07:05 · Load checked: 64 parcels, 2 two-person lifts.</li>
          </ul>
        </Panel>
      </div>
    </AppShell>
  );
}
