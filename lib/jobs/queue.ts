import "server-only";

import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";

/**
 * The bookkeeping columns every job table has, under these names in its drizzle schema: `status`
 * (pending → sending → a final status, or failed; text, with those values allowed), `attempts`
 * (integer, 0), `nextAttemptAt` (timestamptz, default now()), `lockedUntil` (timestamptz, null),
 * `lastError` (text) and a uuid `id`. Index (next_attempt_at) where status in (pending, sending).
 */
export type JobTable = PgTable & {
  id: PgColumn;
  status: PgColumn;
  attempts: PgColumn;
  nextAttemptAt: PgColumn;
  lockedUntil: PgColumn;
  lastError: PgColumn;
};

/** What a handler reports for a job it finished: its final status, columns to set, log fields. */
type Outcome<T extends JobTable, S extends string> = {
  status: S;
  set?: PgUpdateSetSource<T>;
  log?: Record<string, unknown>;
};

/** One queue: its table, its limits and what running one job means. */
export interface Queue<T extends JobTable, S extends string> {
  table: T;
  /** The final statuses `run` may report; with `retrying` and `failed`, the report's keys. */
  done: readonly S[];
  /** A claim older than this is taken to be from a worker that died mid-run: `run` must finish well within it. */
  claimSeconds: number;
  /** Attempts before a job is marked failed. */
  maxAttempts: number;
  /** Wait after attempt n: base × 4^(n-1) seconds, capped at maxBackoffSeconds (2 h by default). Read at each failure (an env var). */
  backoffBaseSeconds: () => number;
  maxBackoffSeconds?: number;
  /** Jobs run at once per `deliver` call (each batch is claimed just before it runs). */
  concurrency: number;
  /** False: the job fails at once (a permanent refusal). Any error retries by default. */
  retryable?: (error: unknown) => boolean;
  /** Log messages (one JSON line per attempt) and the field naming the job's id. */
  log: { idKey: string; done: string; failed: string };
  /** Does the work; throws to fail the attempt. */
  run(row: T["$inferSelect"]): Promise<Outcome<T, S>>;
}

export type Report<S extends string> = Record<S | "retrying" | "failed", number>;

/** Names the type parameters once, so a queue's `run` gets its table's row type. */
export const defineQueue = <T extends JobTable, S extends string>(queue: Queue<T, S>) => queue;

/** Seconds to wait after a failed attempt n (1-based). */
export function backoffSeconds(queue: Queue<JobTable, string>, attempt: number): number {
  const cap = queue.maxBackoffSeconds ?? 2 * 3600;
  return Math.min(queue.backoffBaseSeconds() * 4 ** (attempt - 1), cap);
}
