/** Numbers and changes as the dashboard writes them (en-US, like the rest of the staff area). */
const integer = new Intl.NumberFormat("en-US");
const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });

export const count = (n: number) => integer.format(n);
export const rate = (part: number, whole: number) => (whole ? percent.format(part / whole) : "—");

/** "" in a breakdown means the event had none: say what that is for each table. */
export const valueLabel = (value: string, none: string) => value || none;

export type Delta = { direction: "up" | "down" | "same" | "new"; text: string };

/** The change from the previous period, for a figure where more is better. */
export function delta(current: number, previous: number): Delta {
  if (current === previous) return { direction: "same", text: "no change" };
  if (previous === 0) return { direction: "new", text: `new (none before)` };
  const change = (current - previous) / previous;
  return {
    direction: change > 0 ? "up" : "down",
    text: `${change > 0 ? "↑" : "↓"} ${percent.format(Math.abs(change))}`,
  };
}

/** "26 Nov" for a day, "14:00" for an hour bucket ("2026-11-26T14"). */
export function bucketLabel(at: string): string {
  if (at.includes("T")) return `${at.slice(11, 13)}:00`;
  return new Date(`${at}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
}
