import {
  BarChart3Icon,
  BookOpenIcon,
  CheckIcon,
  InboxIcon,
  PencilIcon,
  SettingsIcon,
  SparklesIcon,
} from "lucide-react";

import { cn } from "@/lib/utils";
import { AppShell, Panel, Pill, Stat, Table } from "./app-shell";
import { BarChart, LineChart, Meter } from "./charts";

/** Larkspur Home's support desk with drafted answers (the AI case study's screens). */

const nav = [
  { label: "Inbox", icon: InboxIcon },
  { label: "Help centre", icon: BookOpenIcon },
  { label: "Metrics", icon: BarChart3Icon },
  { label: "Settings", icon: SettingsIcon },
];
const tickets = [
  ["Grace Whitfield", "Sofa delivered with the wrong legs", "4 min", true],
  ["Daniel Osei", "Can I change my delivery date?", "9 min", false],
  ["Lena Fischer", "Refund for a returned rug", "16 min", false],
  ["Tom Haworth", "Assembly service in Leeds?", "22 min", false],
  ["Nadia Rahman", "Stain on the oak table top", "31 min", false],
  ["Owen Price", "Voucher code not accepted", "38 min", false],
  ["Sara Lindqvist", "Click and collect on Sunday?", "44 min", false],
  ["Ben Adeyemi", "Missing screws for the bed frame", "52 min", false],
] as const;

export function SupportInbox() {
  return (
    <AppShell product="Larkspur Desk" nav={nav} active="Inbox" title="Inbox · 23 open">
      <div className="grid h-full grid-cols-[18rem_1fr] gap-4">
        <ul className="grid content-start gap-2">
          {tickets.map(([name, subject, age, open]) => (
            <li
              key={name}
              className={cn(
                "rounded-lg border p-3 text-sm",
                open ? "border-primary bg-accent" : "bg-card",
              )}
            >
              <div className="flex justify-between font-medium">
                {name}
                <span className="text-xs font-normal text-muted-foreground">{age}</span>
              </div>
              <div className="mt-0.5 text-muted-foreground">{subject}</div>
            </li>
          ))}
        </ul>
        <div className="grid content-start gap-4">
          <Panel title="Grace Whitfield · order LH-48213">
            <p className="text-sm leading-relaxed">
              The Harlow sofa arrived today but the legs are black metal, and I ordered the natural
              oak ones. Do I need to send the whole sofa back?
            </p>
          </Panel>
          <Panel title="Drafted reply" aside={<Pill tone="info">2 sources · confidence high</Pill>}>
            <p className="text-sm leading-relaxed">
              Hi Grace, sorry about that. You don&apos;t need to return the sofa: the legs screw
              off, and we&apos;ll send the oak set free by tracked post within 3 working days
              <sup className="text-primary">1</sup>. Keep the black legs or use the prepaid label in
              the parcel to return them<sup className="text-primary">2</sup>.
            </p>
            <ol className="mt-3 grid gap-1 border-t pt-3 text-xs text-muted-foreground">
              <li>1. Replacement parts for furniture (updated 12 March)</li>
              <li>2. Returning a part of an order (updated 2 February)</li>
            </ol>
            <div className="mt-4 flex gap-2 text-sm font-medium">
              <span className="inline-flex items-center gap-1.5 rounded-md bg-primary px-3 py-1.5 text-primary-foreground">
                <CheckIcon className="size-4" aria-hidden /> Approve and send
              </span>
              <span className="inline-flex items-center gap-1.5 rounded-md border px-3 py-1.5">
                <PencilIcon className="size-4" aria-hidden /> Edit
              </span>
              <span className="inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-muted-foreground">
                <SparklesIcon className="size-4" aria-hidden /> Draft again
              </span>
            </div>
          </Panel>
        </div>
      </div>
    </AppShell>
  );
}

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
