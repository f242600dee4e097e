// Staff may sit in any time zone: times are written in UTC, named, to the second.
const utc = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "medium",
  timeZone: "UTC",
});

export const auditTime = (at: Date) => `${utc.format(at)} UTC`;

const shown = (value: unknown): string => {
  if (value && typeof value === "object" && "from" in value && "to" in value) {
    return `${shown(value.from)} → ${shown(value.to)}`;
  }
  return typeof value === "string" ? value : JSON.stringify(value);
};

/** An entry's details in one short line: "status: draft → published, rows: 12". */
export function detailsSummary(details: Record<string, unknown> | null, max = 160): string {
  if (!details) return "";
  const text = Object.entries(details)
    .map(([key, value]) => `${key}: ${shown(value)}`)
    .join(", ");
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
