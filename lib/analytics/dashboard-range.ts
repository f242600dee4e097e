import { isDay } from "@/lib/leads/pipeline-schema";
import { addDays } from "@/lib/zoned-time";

/**
 * The dashboard's date range, read from the address (`?range=7|30|90|today`, or `from`/`to` days)
 * by the page, its CSV exports and the bench alike. Days are the agency's calendar days
 * (AGENCY_TIME_ZONE): "today" is the agency's today. Bad or hostile input falls back to the
 * default (the last 30 days) or is clamped; it never reaches a query unchecked.
 */

export const RANGE_PRESETS = ["today", "7", "30", "90"] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const PRESET_LABELS: Record<RangePreset, string> = {
  today: "Today",
  "7": "Last 7 days",
  "30": "Last 30 days",
  "90": "Last 90 days",
};
/** The longest custom range: a year and a bit (the roll-ups keep every day; this bounds work). */
const MAX_RANGE_DAYS = 400;

export type DayRange = {
  /** First and last day, inclusive, YYYY-MM-DD in the agency's zone. */
  from: string;
  to: string;
  days: number;
  /** The preset it came from, or "custom". */
  preset: RangePreset | "custom";
  /** The period of the same length that ends the day before `from`: the comparison. */
  previous: { from: string; to: string };
  /** The agency's today when the range was read. */
  today: string;
};

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

type Params = URLSearchParams | Record<string, string | string[] | undefined>;
const param = (params: Params, key: string): string | undefined => {
  const raw = params instanceof URLSearchParams ? params.get(key) : params[key];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
};

function build(from: string, to: string, preset: DayRange["preset"], today: string): DayRange {
  const days = daysBetween(from, to);
  return {
    from,
    to,
    days,
    preset,
    previous: { from: addDays(from, -days), to: addDays(from, -1) },
    today,
  };
}

/** The range a request asks for; `today` is the agency's today (lib/follow-ups/day.ts dayIn). */
export function parseDayRange(params: Params, today: string): DayRange {
  const from = param(params, "from");
  const to = param(params, "to");
  if (from && to && isDay(from) && isDay(to)) {
    // Swapped ends are read the right way round; the future is cut at today; too long is cut.
    let [start, end] = from <= to ? [from, to] : [to, from];
    if (end > today) end = today;
    if (start > end) start = end;
    if (daysBetween(start, end) > MAX_RANGE_DAYS) start = addDays(end, -(MAX_RANGE_DAYS - 1));
    return build(start, end, "custom", today);
  }
  const range = param(params, "range");
  const preset = (RANGE_PRESETS as readonly string[]).includes(range ?? "")
    ? (range as RangePreset)
    : "30";
  if (preset === "today") return build(today, today, preset, today);
  // "Last 30 days" ends today: today's visits are in it (from the raw events).
  return build(addDays(today, -(Number(preset) - 1)), today, preset, today);
}

/** The range as search parameters (for the CSV links): the preset, or the custom days. */
export function rangeQuery(range: DayRange): string {
  const params = new URLSearchParams(
    range.preset === "custom" ? { from: range.from, to: range.to } : { range: range.preset },
  );
  return `?${params.toString()}`;
}
