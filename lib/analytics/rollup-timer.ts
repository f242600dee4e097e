import "server-only";

import { logEvent } from "@/lib/log/logger";
import { runAnalyticsRollup, type RollupReport } from "./rollup";

const HOUR_MS = 3_600_000;
/** Past each hour by this much: the hourly roll-up waits two minutes for an hour to settle. */
const PAST_THE_HOUR_MS = 3 * 60_000;
/** After a failure (the database busy or away): again soon, not at once, not an hour later. */
const RETRY_MS = 60_000;

type Clock = () => Date;
type TimerState = {
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
  clock: Clock;
  /** Each finished run's report, for whoever watches (the tests). */
  onRun?: (report: RollupReport) => void;
};
// Per process: instrumentation loads this once, but a second bundle must not start another.
const slot = globalThis as typeof globalThis & { __agencyRollupTimer?: TimerState };

/**
 * The embedded default's analytics scheduler (no cron service in front of one `next start`, so
 * nothing else would ever roll the statistics up): runs runAnalyticsRollup as the server starts,
 * then three minutes past every hour — the hourly roll-up of today, and after midnight the
 * daily roll-up that deletes the finished day's salt. The job is idempotent and its hourly part
 * holds an advisory lock, so a cron call racing it is harmless. Unref'd: it never keeps the
 * process alive; a failure is logged and retried a minute later. `clock` is for tests.
 */
export function startRollupTimer(
  options: { clock?: Clock; onRun?: (report: RollupReport) => void } = {},
): void {
  if (slot.__agencyRollupTimer) return;
  slot.__agencyRollupTimer = { clock: options.clock ?? (() => new Date()), onRun: options.onRun };
  wakeRollupTimer();
}

/** Run now (or after `delayMs`) instead of at the next hour (tests; a no-op where none runs). */
export function wakeRollupTimer(delayMs = 0): void {
  const state = slot.__agencyRollupTimer;
  if (!state) return;
  clearTimeout(state.timer);
  state.timer = setTimeout(() => void tick(state), Math.max(delayMs, 0));
  state.timer.unref();
}

/** Stops the timer (tests); a run under way finishes. */
export async function stopRollupTimer(): Promise<void> {
  const state = slot.__agencyRollupTimer;
  if (!state) return;
  clearTimeout(state.timer);
  slot.__agencyRollupTimer = undefined;
  await state.running;
}

/** How long from `now` until three minutes past the next hour. */
export function untilNextRun(now: Date): number {
  const next = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + PAST_THE_HOUR_MS;
  return (next > now.getTime() ? next : next + HOUR_MS) - now.getTime();
}

async function tick(state: TimerState): Promise<void> {
  if (state.running) await state.running;
  let sleep: number;
  const run = (async () => {
    try {
      const report = await runAnalyticsRollup(state.clock());
      if (report.days.length || report.deletedEvents) {
        logEvent("info", "analytics rolled up", {
          days: report.days,
          events: report.deletedEvents,
        });
      }
      state.onRun?.(report);
      sleep = untilNextRun(state.clock());
    } catch (error) {
      logEvent("error", "analytics roll-up failed", { error: String(error).split("\n")[0] });
      sleep = RETRY_MS;
    }
  })();
  state.running = run;
  await run;
  state.running = undefined;
  if (slot.__agencyRollupTimer === state) wakeRollupTimer(sleep!);
}
