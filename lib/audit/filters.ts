import * as z from "@/lib/zod";
import { AUDIT_ACTION_NAMES } from "./actions";

/** Rows a page of the log shows, and the last page reachable by paging (filter by date beyond). */
export const AUDIT_PAGE_SIZE = 50;
const AUDIT_MAX_PAGE = 200;

const day = z
  .string()
  .trim()
  .refine((s) => s === "" || /^\d{4}-\d{2}-\d{2}$/.test(s), "Use a date like 2026-01-31")
  .refine((s) => s === "" || !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), "No such date");

/**
 * The log page's GET form and the CSV export's query, read by one schema: actor (part of an
 * e-mail), action (one of the list), from/to (UTC days, both inclusive) and the page. A field
 * that is absent reads as "any".
 */
export const auditFilterSchema = z
  .object({
    actor: z.string().trim().max(254, "At most 254 characters").default(""),
    action: z
      .union([z.literal(""), z.enum(AUDIT_ACTION_NAMES)], {
        error: "Choose an action from the list",
      })
      .default(""),
    from: day.default(""),
    to: day.default(""),
    page: z.coerce
      .number("Not a page number")
      .int("Not a page number")
      .min(1, "Not a page number")
      .max(AUDIT_MAX_PAGE, `Pages stop at ${AUDIT_MAX_PAGE}: narrow the dates instead`)
      .default(1),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    path: ["to"],
    message: "The end date is before the start date",
  });

export type AuditFilter = z.output<typeof auditFilterSchema>;
export type AuditFilterField = keyof AuditFilter;

/** A query string's values (first of each, as Next hands them or URLSearchParams has them). */
export function filterInput(
  params: Record<string, string | string[] | undefined> | URLSearchParams,
): Record<string, string> {
  const entries =
    params instanceof URLSearchParams
      ? [...params.keys()].map((k) => [k, params.get(k)] as const)
      : Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v] as const);
  // Empty fields of a submitted GET form are the same as absent ones.
  return Object.fromEntries(entries.filter((e): e is [string, string] => Boolean(e[1])));
}

/** The query string of a filter (for the pages' links and the CSV link), without empty fields. */
export function filterQuery(filter: Partial<AuditFilter>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== "" && value !== undefined && !(key === "page" && value === 1)) {
      params.set(key, String(value));
    }
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}
