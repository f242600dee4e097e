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
import { AppShell, Panel } from "./app-shell";
import { Pill } from "./data-table";

/** Larkspur Home's support desk with drafted answers (the AI case study's screens). */

export const nav = [
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
