import { logEvent, type Level } from "./logger";

/** How many lines of one kind may reach the log per window, per process. */
export type LogBudget = { lines: number; windowMs: number };

type Window = { startedAt: number; lines: number; suppressed: number };
const windows = new Map<string, Window>();

/**
 * logEvent for lines a visitor can cause at will (a 404 report, a form submission): at most
 * `budget.lines` of this kind per window, so nobody can grow the log without limit. The lines
 * left out are counted, and the next line that gets through says how many (`suppressed`).
 */
export function logThrottled(
  kind: string,
  budget: LogBudget,
  level: Level,
  msg: string,
  fields: Record<string, unknown> = {},
): void {
  // The monotonic clock: a wall clock set back must not reopen or freeze a window.
  const now = performance.now();
  const previous = windows.get(kind);
  const elapsed = previous ? now - previous.startedAt : Infinity;
  // (elapsed < 0 only under a test's fake clock, which starts at zero.)
  const current =
    previous && elapsed >= 0 && elapsed < budget.windowMs
      ? previous
      : { startedAt: now, lines: 0, suppressed: previous?.suppressed ?? 0 };
  windows.set(kind, current);
  if (current.lines >= budget.lines) {
    current.suppressed++;
    return;
  }
  current.lines++;
  const suppressed = current.suppressed;
  current.suppressed = 0;
  logEvent(level, msg, suppressed ? { ...fields, suppressed } : fields);
}
