import { LEAD_KINDS, LEAD_STATUSES } from "@/lib/db/enums";
import * as z from "@/lib/zod";
import { isDay } from "./pipeline-schema";

/**
 * The pipeline's list, board and CSV read their filters from the address through this one schema.
 * Every field falls back on its own: a bad or hostile parameter is ignored (its default), never a
 * 500, and nothing unbounded reaches a query (search ≤ 100 characters, page ≤ 10,000).
 */

export const FOLLOW_UP_VIEWS = ["overdue", "today", "week"] as const;
export const FOLLOW_UP_LABELS: Record<(typeof FOLLOW_UP_VIEWS)[number], string> = {
  overdue: "Overdue",
  today: "Today",
  week: "This week",
};

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => {
    const s = first(v);
    return typeof s === "string" && s.trim() !== "" ? s.trim() : undefined;
  }, schema.optional().catch(undefined));

const day = z.string().refine(isDay);

const leadFiltersSchema = z.object({
  // "spam": the Spam tab (what lib/spam held), in place of the list or board.
  view: optional(z.enum(["list", "board", "spam"])),
  stage: optional(z.enum(LEAD_STATUSES)),
  // "unassigned", "mine" (the signed-in staff member) or an account's id.
  owner: optional(z.union([z.enum(["unassigned", "mine"]), z.uuid()])),
  kind: optional(z.enum(LEAD_KINDS)),
  service: optional(z.string().regex(/^[a-z0-9-]{1,60}$/)),
  from: optional(day),
  to: optional(day),
  q: optional(z.string().max(100)),
  // A campaign as the lead recorded it (utm_campaign), matched exactly.
  campaign: optional(z.string().max(200)),
  due: optional(z.enum(FOLLOW_UP_VIEWS)),
  page: optional(z.coerce.number().int().min(1).max(10_000)),
});

export type LeadFilters = z.output<typeof leadFiltersSchema>;

/** The filters of a page's or a request's search parameters; never throws. */
export function parseLeadFilters(
  params: URLSearchParams | Record<string, string | string[] | undefined>,
): LeadFilters {
  const record =
    params instanceof URLSearchParams ? Object.fromEntries(params.entries()) : { ...params };
  const parsed = leadFiltersSchema.safeParse(record);
  return parsed.success ? parsed.data : {};
}

/** The filters as search parameters (for links and the CSV), without `page` unless asked. */
export function filterQuery(
  filters: LeadFilters,
  changes: Partial<Record<keyof LeadFilters, string | number | undefined>> = {},
): string {
  const merged: Record<string, unknown> = { ...filters, page: undefined, ...changes };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(merged)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}
