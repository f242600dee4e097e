import "server-only";

import { processToken } from "@/lib/auth/bearer";
import { internalOrigin } from "@/lib/env";
import { logEvent } from "@/lib/log/logger";
import { nextScheduledAt } from "./publishing";

/** The longest sleep: a post scheduled from elsewhere (a script, psql) waits at most this. */
const MAX_SLEEP_MS = 60_000;
/** The shortest: a due time in the past or a burst of wake-ups never spins. */
const MIN_SLEEP_MS = 250;
/** After an error (the server not listening yet, the database away): soon, not at once. */
const RETRY_MS = 10_000;

type TimerState = { timer?: NodeJS.Timeout; running: boolean };
// Per process: instrumentation and the server actions that schedule a post are separate bundles.
const slot = globalThis as typeof globalThis & { __agencyPublishTimer?: TimerState };

/**
 * The embedded default's scheduler (no cron service in front of one `next start`): sleeps until
 * the next scheduled post is due (a minute at most), then has its own server publish it through
 * /api/cron/publish — cache expiry needs a request's context, which a timer does not have. The
 * endpoint's single UPDATE makes a run racing a cron call harmless. Unref'd, so it never keeps
 * the process alive; an error is logged and the next tick tries again.
 */
export function startPublishTimer(): void {
  if (slot.__agencyPublishTimer) return;
  slot.__agencyPublishTimer = { running: false };
  wakePublishTimer();
}

/** A post was just scheduled: look again now (a no-op where no timer runs). */
export function wakePublishTimer(delayMs = 0): void {
  const state = slot.__agencyPublishTimer;
  if (!state) return;
  clearTimeout(state.timer);
  state.timer = setTimeout(() => void tick(state), Math.max(delayMs, 0));
  state.timer.unref();
}

async function tick(state: TimerState): Promise<void> {
  if (state.running) return wakePublishTimer(MIN_SLEEP_MS);
  state.running = true;
  let sleep = MAX_SLEEP_MS;
  try {
    let next = await nextScheduledAt();
    if (next && next.getTime() <= Date.now()) {
      await publishThroughServer();
      next = await nextScheduledAt();
    }
    if (next) sleep = Math.min(Math.max(next.getTime() - Date.now(), MIN_SLEEP_MS), MAX_SLEEP_MS);
  } catch (error) {
    logEvent("error", "scheduled publishing failed", { error: String(error).split("\n")[0] });
    sleep = RETRY_MS;
  } finally {
    state.running = false;
  }
  wakePublishTimer(sleep);
}

async function publishThroughServer(): Promise<void> {
  const response = await fetch(`${internalOrigin}/api/cron/publish`, {
    method: "POST",
    headers: { authorization: `Bearer ${processToken()}` },
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`/api/cron/publish answered ${response.status}`);
}
