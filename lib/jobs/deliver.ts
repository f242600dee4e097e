import "server-only";

import { and, eq, inArray, lt, lte, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";

import type { Db } from "@/lib/db/types";
import { logEvent } from "@/lib/log/logger";

import { backoffSeconds, type JobTable, type Queue, type Report } from "./queue";

type Row<T extends JobTable> = T["$inferSelect"] & { id: string; attempts: number };
type Bookkeeping = Record<string, SQL | string | number | null | undefined>;

/** An update of job rows; the runner's own columns are common to every job table. */
function update(queue: Queue<JobTable, string>, db: Db, set: Bookkeeping, where: SQL | undefined) {
  return db
    .update(queue.table as PgTable)
    .set(set as PgUpdateSetSource<PgTable>)
    .where(where);
}

/**
 * Claims up to `limit` due jobs atomically: `for update skip locked` lets concurrent workers (other
 * requests, other instances, the cron) each take different rows, and the claim is committed before
 * any job runs, so no two workers ever hold the same job. A claim that expired (its worker died)
 * is due again.
 */
async function claim<T extends JobTable>(
  queue: Queue<T, string>,
  db: Db,
  limit: number,
  ids: readonly string[] | undefined,
  seen: readonly string[],
): Promise<Row<T>[]> {
  const t = queue.table;
  const due = db
    .select({ id: t.id })
    .from(t as PgTable)
    .where(
      and(
        or(
          and(eq(t.status, "pending"), lte(t.nextAttemptAt, sql`now()`)),
          and(eq(t.status, "sending"), lt(t.lockedUntil, sql`now()`)),
        ),
        ids ? inArray(t.id, [...ids]) : undefined,
        // Once per call: a job that just failed with no backoff waits for the next call.
        seen.length ? notInArray(t.id, [...seen]) : undefined,
      ),
    )
    .orderBy(t.nextAttemptAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  const set = {
    status: "sending",
    attempts: sql`${t.attempts} + 1`,
    lockedUntil: sql`now() + make_interval(secs => ${queue.claimSeconds})`,
  };
  const rows = await update(queue, db, set, inArray(t.id, due)).returning();
  return rows as Row<T>[];
}

/** Runs one claimed job and records its outcome; never throws for the job's own failure. */
async function attempt<T extends JobTable, S extends string>(
  queue: Queue<T, S>,
  db: Db,
  row: Row<T>,
  report: Report<S>,
) {
  const started = Date.now();
  const job = { [queue.log.idKey]: row.id, attempt: row.attempts };
  const mine = eq(queue.table.id, row.id);
  try {
    const outcome = await queue.run(row);
    const set = { ...(outcome.set as Bookkeeping), status: outcome.status };
    await update(queue, db, { ...set, lockedUntil: null, lastError: null }, mine);
    report[outcome.status]++;
    const durationMs = Date.now() - started;
    logEvent("info", queue.log.done, {
      ...job,
      status: outcome.status,
      ...outcome.log,
      durationMs,
    });
  } catch (error) {
    const retryable = queue.retryable?.(error) ?? true;
    const giveUp = !retryable || row.attempts >= queue.maxAttempts;
    const wait = backoffSeconds(queue, row.attempts);
    const set = {
      status: giveUp ? "failed" : "pending",
      lockedUntil: null,
      lastError: String(error).slice(0, 500),
      nextAttemptAt: sql`now() + make_interval(secs => ${wait}::float8)`,
    };
    await update(queue, db, set, mine);
    report[giveUp ? "failed" : "retrying"]++;
    logEvent("warn", queue.log.failed, { ...job, giveUp, error: String(error) });
  }
}

/**
 * Runs due jobs of a queue (all of them up to `limit`, or only `ids`, e.g. the ones a request just
 * queued), `queue.concurrency` at a time, each batch claimed just before it runs so no claim
 * expires while its job waits its turn. Safe on several workers at once.
 */
export async function deliver<T extends JobTable, S extends string>(
  queue: Queue<T, S>,
  db: Db,
  { limit = 50, ids }: { limit?: number; ids?: readonly string[] } = {},
): Promise<Report<S>> {
  const keys = [...queue.done, "retrying", "failed"];
  const report = Object.fromEntries(keys.map((k) => [k, 0])) as Report<S>;
  if (ids && !ids.length) return report;
  const seen: string[] = [];
  while (seen.length < limit) {
    const want = Math.min(queue.concurrency, limit - seen.length);
    const rows = await claim(queue, db, want, ids, seen);
    seen.push(...rows.map((row) => row.id));
    await Promise.all(rows.map((row) => attempt(queue, db, row, report)));
    if (rows.length < want) break;
  }
  return report;
}

/** Staff "retry": a failed or waiting job becomes due now, with a fresh set of attempts. */
export async function requeue(queue: Queue<JobTable, string>, db: Db, id: string) {
  const t = queue.table;
  const set = { status: "pending", nextAttemptAt: sql`now()`, attempts: 0 };
  const which = and(eq(t.id, id), inArray(t.status, ["pending", "failed"]));
  const rows = await update(queue, db, set, which).returning({ id: t.id });
  return rows.length > 0;
}
