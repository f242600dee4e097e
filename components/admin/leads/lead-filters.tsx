import Link from "next/link";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { services } from "@/content/services";
import {
  FOLLOW_UP_LABELS,
  FOLLOW_UP_VIEWS,
  filterQuery,
  type LeadFilters,
} from "@/lib/leads/filters";
import { LEAD_KINDS, LEAD_STATUSES, STAGE_LABELS } from "@/lib/leads/pipeline-schema";
import { selectClass } from "./stage-forms";

const KIND_LABELS = { booking: "Booking", contact: "Contact", application: "Job application" };

function Select({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value?: string;
  options: [string, string][];
}) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={`filter-${name}`}>{label}</Label>
      <select id={`filter-${name}`} name={name} defaultValue={value ?? ""} className={selectClass}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A GET form (works without script): every filter is a search parameter, so a view is a link. */
export function LeadFiltersForm({
  filters,
  owners,
}: {
  filters: LeadFilters;
  owners: { id: string; name: string }[];
}) {
  return (
    <form
      method="get"
      action="/admin/leads"
      role="search"
      aria-label="Filter leads"
      className="grid gap-3 rounded-lg border bg-background p-4"
    >
      {filters.view && <input type="hidden" name="view" value={filters.view} />}
      {filters.due && <input type="hidden" name="due" value={filters.due} />}
      <div className="grid gap-1">
        <Label htmlFor="filter-q">Search</Label>
        <Input
          id="filter-q"
          name="q"
          type="search"
          maxLength={100}
          defaultValue={filters.q ?? ""}
          aria-describedby="filter-q-hint"
        />
        <p id="filter-q-hint" className="text-xs text-muted-foreground">
          Name, e-mail, or words in the message (a company is found where the person named it: leads
          have no company field).
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Select
          name="stage"
          label="Stage"
          value={filters.stage}
          options={[
            ["", "Any stage"],
            ...LEAD_STATUSES.map((s): [string, string] => [s, STAGE_LABELS[s]]),
          ]}
        />
        <Select
          name="owner"
          label="Owner"
          value={filters.owner}
          options={[
            ["", "Anyone"],
            ["mine", "Mine"],
            ["unassigned", "Unassigned"],
            ...owners.map((o): [string, string] => [o.id, o.name]),
          ]}
        />
        <Select
          name="kind"
          label="Kind"
          value={filters.kind}
          options={[
            ["", "Any kind"],
            ...LEAD_KINDS.map((k): [string, string] => [k, KIND_LABELS[k]]),
          ]}
        />
        <Select
          name="service"
          label="Service"
          value={filters.service}
          options={[["", "Any service"], ...services.map((s): [string, string] => [s.id, s.title])]}
        />
        <div className="grid gap-1">
          <Label htmlFor="filter-campaign">Campaign</Label>
          <Input
            id="filter-campaign"
            name="campaign"
            maxLength={200}
            defaultValue={filters.campaign ?? ""}
            placeholder="e.g. q4"
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="filter-from">Received from</Label>
          <Input id="filter-from" name="from" type="date" defaultValue={filters.from ?? ""} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="filter-to">Received until</Label>
          <Input id="filter-to" name="to" type="date" defaultValue={filters.to ?? ""} />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit">Apply filters</Button>
        <Link
          href={`/admin/leads${filterQuery({ view: filters.view })}`}
          className="text-sm text-primary hover:underline"
        >
          Clear filters
        </Link>
      </div>
    </form>
  );
}

/** All / Overdue / Today / This week (open leads by their follow-up day), as links. */
export function FollowUpTabs({ filters }: { filters: LeadFilters }) {
  const tabs = [["", "All leads"], ...FOLLOW_UP_VIEWS.map((v) => [v, FOLLOW_UP_LABELS[v]])];
  return (
    <nav aria-label="Follow-ups">
      <ul className="flex flex-wrap gap-2">
        {tabs.map(([due, label]) => {
          const current = (filters.due ?? "") === due;
          return (
            <li key={due}>
              <Link
                href={`/admin/leads${filterQuery(filters, { due: due || undefined })}`}
                aria-current={current ? "page" : undefined}
                className={`inline-flex h-9 items-center rounded-md border px-3 text-sm ${current ? "bg-primary text-primary-foreground" : "bg-background hover:bg-accent"}`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
