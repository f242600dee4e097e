const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** Spec: dates in en-US long form, e.g. "August 30, 2025". UTC so the server's zone never shifts a day. */
export function formatLongDate(value: string | Date): string {
  const date =
    typeof value === "string"
      ? new Date(value.length === 10 ? `${value}T00:00:00Z` : value)
      : value;
  return Number.isNaN(date.getTime()) ? "" : longDate.format(date);
}
