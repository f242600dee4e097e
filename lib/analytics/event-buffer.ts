import "server-only";

import { getDb } from "@/lib/db/client";
import { analyticsEvents } from "@/lib/db/analytics-schema";
import { logEvent } from "@/lib/log/logger";

export type EventRow = typeof analyticsEvents.$inferInsert;

/** A batch is written this often, or as soon as it holds BATCH_SIZE events. */
const FLUSH_MS = 1000;
const BATCH_SIZE = 500;
/**
 * Held at most while the database does not answer (about a minute of a 1,000/s burst); past it
 * new events are dropped and counted, so a dead database cannot fill the server's memory.
 */
const MAX_PENDING = 60_000;

type State = {
  pending: EventRow[];
  timer?: NodeJS.Timeout;
  flushing?: Promise<void>;
  dropped: number;
};
// One buffer per process, even when Next loads this module in several bundles.
const slot = globalThis as typeof globalThis & { __analyticsBuffer?: State };
const state = (slot.__analyticsBuffer ??= { pending: [], dropped: 0 });

/**
 * Queues an event for the next batch insert: the request that brought it is answered at once,
 * and a burst of beacons costs the database one multi-row insert per second, not one per beacon.
 */
export function enqueueEvent(row: EventRow): void {
  if (state.pending.length >= MAX_PENDING) {
    state.dropped++;
    return;
  }
  state.pending.push(row);
  if (state.pending.length >= BATCH_SIZE) soon();
  else state.timer ??= setTimeout(soon, FLUSH_MS);
}

// A failed write is logged (and retried) in write(); nobody awaits a background flush.
const soon = () => void flushEvents().catch(() => undefined);

/** Writes every queued event (one insert per BATCH_SIZE); resolves when they are stored. */
export async function flushEvents(): Promise<void> {
  if (state.timer) clearTimeout(state.timer);
  state.timer = undefined;
  while (state.flushing) await state.flushing;
  if (!state.pending.length) return;
  const batch = state.pending.splice(0, BATCH_SIZE);
  state.flushing = write(batch).finally(() => (state.flushing = undefined));
  await state.flushing;
  if (state.pending.length) return flushEvents();
}

async function write(batch: EventRow[]): Promise<void> {
  try {
    await (await getDb()).insert(analyticsEvents).values(batch);
    if (state.dropped) {
      logEvent("warn", "analytics events dropped while the database was away", {
        events: state.dropped,
      });
      state.dropped = 0;
    }
  } catch (error) {
    // Put back for the next tick (the database may be restarting); the cap bounds what is kept.
    state.pending.unshift(...batch.slice(0, MAX_PENDING - state.pending.length));
    state.timer ??= setTimeout(soon, FLUSH_MS * 5);
    logEvent("error", "analytics events not stored", { error, events: batch.length });
    throw error;
  }
}
